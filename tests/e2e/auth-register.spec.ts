import { createAccount, newAccount } from './pages/accounts';
import { AppHeader } from './pages/app-header';
import { RegisterPage } from './pages/register-page';
import { expect, test } from './support/test';

test('signing up lands on the map, signed in, with the account menu in the header', async ({
  page,
}) => {
  const account = newAccount('世界を歩く花子');
  const register = new RegisterPage(page);
  await register.goto();
  await expect(register.heading).toBeVisible();
  await register.register(account);

  await expect(page).toHaveURL('/map');
  const header = new AppHeader(page);
  await expect(header.banner.getByRole('button', { name: /アカウントメニュー/ })).toContainText(
    '世界を歩く花子',
  );
  await expect(header.banner.getByRole('link', { name: 'ログイン' })).toHaveCount(0);
});

test('with no display name the new user is told the account name the server chose', async ({
  page,
}) => {
  const account = newAccount('');
  const register = new RegisterPage(page);
  await register.goto();
  await register.register(account);

  await expect(page).toHaveURL('/map');
  const welcome = page.getByRole('status').filter({ hasText: 'ようこそ！' });
  await expect(welcome).toContainText(
    /あなたのアカウント名は @\w+ です（プロフィールで確認できます）/,
  );
  await welcome.getByRole('button', { name: 'お知らせを閉じる' }).click();
  await expect(welcome).toHaveCount(0);
});

test('the passwords must match: checked here, nothing typed is lost', async ({ page }) => {
  const account = newAccount();
  const register = new RegisterPage(page);
  await register.goto();
  await register.register({ ...account, passwordConfirm: `${account.password}x` });

  await expect(register.alert).toHaveText('パスワードが一致しません');
  await expect(register.passwordConfirm).toHaveAttribute('aria-invalid', 'true');
  await expect(register.passwordConfirm).toHaveAccessibleDescription(/パスワードが一致しません/);
  await expect(register.displayName).toHaveValue(account.displayName);
  await expect(register.email).toHaveValue(account.email);
  await expect(register.password).toHaveValue(account.password);
  await expect(page).toHaveURL('/register');
});

test.describe('each server rule shows its SPEC.md §5 message', () => {
  const cases = [
    ['a common password', { password: 'password123' }, 'より複雑なパスワードを設定してください。'],
    ['digits only', { password: '12345678' }, 'パスワードを数字だけにすることはできません。'],
    ['a short password', { password: 'abc' }, '8文字以上のパスワードを入力してください。'],
    ['an invalid e-mail', { email: 'not-an-address' }, '有効なメールアドレスを入力してください。'],
  ] as const;

  for (const [name, change, message] of cases) {
    test(name, async ({ page }) => {
      const register = new RegisterPage(page);
      const form = { ...newAccount(), ...change };
      await register.goto();
      await register.register(form);

      await expect(register.alert).toContainText(message);
      await expect(page).toHaveURL('/register');
      // What was typed stays for the correction.
      await expect(register.email).toHaveValue(form.email);
      await expect(register.password).toHaveValue(form.password);
    });
  }

  test('an e-mail address already registered', async ({ page }) => {
    const existing = await createAccount(page.request);
    const register = new RegisterPage(page);
    await register.goto();
    await register.register({ ...newAccount(), email: existing.email });

    await expect(register.alert).toHaveText('このメールアドレスは既に登録されています。');
    await expect(register.email).toHaveAttribute('aria-invalid', 'true');
  });

  // The form signs up with a display name and lets the server pick the account name, so the
  // account-name rules only answer a request that names one (SPEC.md §7's other shape). The
  // request is sent on to the real server with a username added: its real answer is shown.
  for (const [name, username, message] of [
    [
      'an account name already in use',
      'taken',
      'このアカウント名は既に使用されています。別のアカウント名をお試しください。',
    ],
    [
      'an invalid account name',
      'a b',
      'アカウント名は半角英数字とアンダースコア（_）の3〜30文字で入力してください。',
    ],
  ] as const) {
    test(name, async ({ page }) => {
      const existing = await createAccount(page.request);
      const requested = username === 'taken' ? existing.username : username;
      await page.route('**/api/auth/register/', (route) =>
        route.continue({
          postData: JSON.stringify({
            ...JSON.parse(route.request().postData() ?? '{}'),
            username: requested,
          }),
        }),
      );
      const register = new RegisterPage(page);
      await register.goto();
      await register.register(newAccount());

      await expect(register.alert).toHaveText(message);
    });
  }

  test('several failures at once are all listed', async ({ page }) => {
    const existing = await createAccount(page.request);
    const register = new RegisterPage(page);
    await register.goto();
    await register.register({ email: existing.email, password: '12345678' });

    await expect(register.alert).toContainText('このメールアドレスは既に登録されています。');
    await expect(register.alert).toContainText('パスワードを数字だけにすることはできません。');
  });
});

test('the register screen links to login', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.goto();
  await register.loginLink.click();
  await expect(page).toHaveURL('/login');
});
