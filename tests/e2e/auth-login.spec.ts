import { createAccount, signedIn } from './pages/accounts';
import { AppHeader } from './pages/app-header';
import { LoginPage } from './pages/login-page';
import { readStoredSession } from './pages/stored-session';
import { expect, test } from './support/test';

test('logging in by e-mail address lands on the map with the account menu', async ({ page }) => {
  const account = await createAccount(page.request);
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.heading).toBeVisible();
  await login.logIn(account.email, account.password);

  await expect(page).toHaveURL('/map');
  await expect(
    new AppHeader(page).banner.getByRole('button', { name: /アカウントメニュー/ }),
  ).toContainText(account.displayName);
  // The session lives in IndexedDB, where the service worker can read it too.
  expect(await readStoredSession(page)).toMatchObject({ access: expect.any(String) });
});

test('logging in by account name works too', async ({ page }) => {
  const account = await createAccount(page.request);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account.username, account.password);
  await expect(page).toHaveURL('/map');
});

test("a wrong password shows the server's message and keeps what was typed", async ({ page }) => {
  const account = await createAccount(page.request);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account.email, 'not-the-password');

  await expect(login.alert).toHaveText(
    'アカウント名（またはメールアドレス）かパスワードが正しくありません。',
  );
  await expect(login.identifier).toHaveValue(account.email);
  await expect(login.password).toHaveValue('not-the-password');
  await expect(login.identifier).toHaveAccessibleDescription(/正しくありません/);
  await expect(page).toHaveURL('/login');
});

test('both fields are required', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.submit.click();
  await expect(login.alert).toHaveText(
    'アカウント名（またはメールアドレス）とパスワードを入力してください。',
  );
});

test('with Google sign-in not configured there is no Google button', async ({ page }) => {
  const config = page.waitForResponse('**/api/auth/config/');
  const login = new LoginPage(page);
  await login.goto();
  expect(await (await config).json()).toEqual({ google_client_id: null });
  await expect(page.getByText('または', { exact: true })).toHaveCount(0);
  await expect(page.locator('script[src*="accounts.google.com"]')).toHaveCount(0);
});

test('the login screen links to sign-up', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.registerLink.click();
  await expect(page).toHaveURL('/register');
});

test('logging out goes home and the header offers login and sign-up again', async ({ page }) => {
  const account = await signedIn(page);
  const header = new AppHeader(page);
  const signedInTokens = await readStoredSession(page);
  const logout = page.waitForResponse('**/api/auth/logout/');
  await header.banner.getByRole('button', { name: /アカウントメニュー/ }).click();
  await header.banner.getByRole('button', { name: 'ログアウト' }).click();

  await expect(page).toHaveURL('/');
  // The app leaves the signed-in screen first, then forgets the session.
  await expect.poll(() => readStoredSession(page)).toBeNull();
  // The refresh token is revoked on the server too: it no longer gives a new session.
  expect((await logout).ok()).toBe(true);
  const refreshed = await page.request.post('/api/auth/token/refresh/', {
    data: { refresh: signedInTokens?.refresh },
  });
  expect(refreshed.status()).toBe(401);
  expect(await refreshed.json()).toMatchObject({ code: 'token_not_valid' });

  await page.getByRole('main').getByRole('link', { name: '地図を見る' }).first().click();
  await expect(page).toHaveURL('/map');
  await expect(header.banner.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(header.banner.getByRole('link', { name: '新規登録', exact: true })).toBeVisible();
  await expect(header.banner.getByText(account.displayName)).toHaveCount(0);

  // A signed-in screen is closed again.
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});
