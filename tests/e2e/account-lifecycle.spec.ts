import { createAccount, newAccount, signedIn } from './pages/accounts';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { linkInMail } from './support/mailbox';
import { expect, test } from './support/test';

/*
 * The credential lifecycle as a person goes through it, with the mails read from the real
 * SMTP server the test app sends to (tests/e2e/support/smtp-sink-server.ts).
 */

test('forgotten password: the link on the login form, the mail, a new password, signed in', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('link', { name: 'パスワードをお忘れですか？' }).click();
  await expect(page).toHaveURL('/password-reset');
  await expect(page).toHaveTitle('パスワードの再設定 | Heritage Passport');
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(account.email);
  await page.getByRole('button', { name: '再設定用のリンクを送る' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: account.email }),
  ).toContainText(`${account.email} 宛てに再設定用のリンク`);

  const link = await linkInMail(account.email, 'パスワードの再設定');
  expect(link.pathname).toBe('/password-reset');
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = `${account.password}-renewed`;
  await page.getByLabel('新しいパスワード', { exact: true }).fill('12345678');
  await page.getByLabel('新しいパスワード（確認）').fill('12345678');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByText('パスワードを数字だけにすることはできません。')).toBeVisible();
  await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
  await page.getByLabel('新しいパスワード（確認）').fill(newPassword);
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText('パスワードを再設定しました。新しいパスワードでログインしてください。'),
  ).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'ログイン画面へ' }).first().click();
  await login.logIn(account.username, account.password);
  await expect(login.alert).toBeVisible();
  await login.logIn(account.username, newPassword);
  await expect(page).toHaveURL('/map');

  // The link was used up.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(`${newPassword}-again`);
  await page.getByLabel('新しいパスワード（確認）').fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'このリンクは無効か、有効期限が切れています',
  );
});

test('the verification mail proves the address, and the profile stops asking', async ({ page }) => {
  const account = await signedIn(page, newAccount());
  const profile = new ProfilePage(page);
  await profile.goto();
  const unverified = page.getByText('メールアドレスがまだ確認されていません。');
  await expect(unverified).toBeVisible();

  const link = await linkInMail(account.email, 'メールアドレスの確認');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('main').getByText('メールアドレスを確認しました。ありがとうございます。'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'プロフィールへ' }).click();
  await expect(profile.name).toHaveText(account.displayName);
  await expect(unverified).toHaveCount(0);
});

test('the profile lists the signed-in devices and signs another one out', async ({ page }) => {
  const account = await signedIn(page);
  // Registration's own sign-in and this browser's are two devices; a third, the same
  // account signed in from an iPhone, through the API.
  const phone = await (
    await page.request.post('/api/auth/login/', {
      data: { username: account.username, password: account.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      },
    })
  ).json();
  const profile = new ProfilePage(page);
  await profile.goto();
  const devices = page.getByRole('region', { name: 'ログイン中の端末' });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await expect(devices.getByRole('listitem').filter({ hasText: 'この端末' })).toContainText(
    'Chrome',
  );

  await devices
    .getByRole('button', { name: /^Mobile Safari 18 · iOS 18\.1 · iPhone をログアウトさせる$/ })
    .click();
  await expect(devices.getByRole('status')).toHaveText(
    'Mobile Safari 18 · iOS 18.1 · iPhone をログアウトさせました。',
  );
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('list')).not.toContainText('iPhone');
  const refused = await page.request.post('/api/auth/token/refresh/', {
    data: { refresh: phone.refresh },
  });
  expect(refused.status()).toBe(401);
});
