import { createAccount, signedIn } from './pages/accounts';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';
import { fakeGoogle, gsiNonce } from './support/fake-google';
import { expect, test } from './support/test';

/*
 * Google sign-in without Google: the test server runs with no GOOGLE_CLIENT_ID, so
 * /api/auth/config/ is answered here with a client id, and Google Identity Services is a
 * small fake script served for https://accounts.google.com/gsi/client (nothing leaves the
 * machine). Its button hands over a made-up ID token at once. The server's CSP only allows
 * Google's origin when a client id is configured (tests/api/security-google.test.ts covers
 * that), so this browser context ignores the CSP.
 */
test.use({ bypassCSP: true });

test('the Google button appears when configured; a refusal shows the server error', async ({
  page,
}) => {
  await fakeGoogle(page);
  const login = new LoginPage(page);
  await login.goto();
  await expect(page.getByText('または', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Googleでログイン' })).toBeVisible();
  // Google is handed a nonce from the server, which the ID token must carry back.
  const first = await gsiNonce(page);
  expect(first).toMatch(/^[\w-]{32,}$/);
  // The real server is not configured for Google and says so: that reason is shown.
  await page.getByRole('button', { name: 'Googleでログイン' }).click();
  await expect(login.alert).toHaveText(
    'Googleログインに失敗しました: Google ログインは設定されていません。',
  );
  await expect(page).toHaveURL('/login');
  // A nonce is good for one token: the button starts again with a new one for the next try.
  await expect.poll(() => gsiNonce(page)).not.toBe(first);
});

test('on the register screen a refusal has its own wording', async ({ page }) => {
  await fakeGoogle(page);
  const register = new RegisterPage(page);
  await register.goto();
  await page.getByRole('button', { name: 'Googleで登録' }).click();
  await expect(register.alert).toHaveText(
    'Googleアカウントでの登録に失敗しました: Google ログインは設定されていません。',
  );
});

test('a new Google user lands on the map and is told their account name', async ({ page }) => {
  await fakeGoogle(page);
  // The server's answer to a good Google token, built from a real session of a real account.
  const account = await createAccount(page.request);
  const session = await (
    await page.request.post('/api/auth/login/', {
      data: { username: account.username, password: account.password },
    })
  ).json();
  await page.route('**/api/auth/google/', (route) =>
    route.fulfill({ json: { ...session, is_new_user: true } }),
  );

  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('button', { name: 'Googleでログイン' }).click();

  await expect(page).toHaveURL('/map');
  await expect(page.getByRole('status').filter({ hasText: 'ようこそ！' })).toContainText(
    `@${account.username}`,
  );
});

test('Google for an address a password account holds says to log in and link it', async ({
  page,
}) => {
  await fakeGoogle(page);
  // What the server answers when a password account with an unproven address holds the
  // Google identity's e-mail (tests/api/auth-google.test.ts proves the server side).
  await page.route('**/api/auth/google/', (route) =>
    route.fulfill({
      status: 409,
      json: { detail: 'このメールアドレスのアカウントがすでにあります。', code: 'account_exists' },
    }),
  );
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('button', { name: 'Googleでログイン' }).click();
  await expect(login.alert).toHaveText(
    'このメールアドレスのアカウントがすでにあります。パスワードでログインしてから、プロフィールページで Google アカウントを連携してください。',
  );
  await expect(page).toHaveURL('/login');
});

test('the profile links Google through the server and shows its answer', async ({ page }) => {
  await fakeGoogle(page);
  await signedIn(page);
  const profile = new ProfilePage(page);
  await profile.goto();
  const section = page.getByRole('region', { name: 'Google アカウント' });
  await expect(section).toContainText('Google でもログインできるようになります');
  // The real server has no Google client id: its refusal reaches the user, nothing changes.
  await section.getByRole('button', { name: 'Googleでログイン' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Google の連携を変更できませんでした: Google ログインは設定されていません。',
  );
  await expect(section).not.toContainText('Google アカウントでもログインできます。');
});
