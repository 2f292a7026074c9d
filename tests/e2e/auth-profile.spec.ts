import { fileURLToPath } from 'node:url';
import { signedIn } from './pages/accounts';
import { AppHeader } from './pages/app-header';
import { ProfilePage } from './pages/profile-page';
import { expect, test } from './support/test';

const image = (name: string) =>
  fileURLToPath(new URL(`../fixtures/images/${name}`, import.meta.url));

test('the own profile shows who the user is, their level and their numbers', async ({ page }) => {
  const account = await signedIn(page);
  const profile = new ProfilePage(page);
  await profile.goto();

  await expect(page).toHaveTitle('プロフィール | Heritage Passport');
  await expect(profile.name).toHaveText(account.displayName);
  await expect(page.getByRole('main')).toContainText(`@${account.username}`);
  // Joined today, in the ja-JP long format (e.g. 2026年11月21日に登録).
  await expect(page.getByRole('main')).toContainText(/\d{4}年\d{1,2}月\d{1,2}日に登録/);
  await expect(page.getByRole('main')).toContainText('世界遺産ノービス');
  await expect(profile.stats.getByRole('definition')).toHaveText(['0件', '0か国', /^0%/]);
  await expect(profile.detail('アカウント名')).toHaveText(`@${account.username}`);
  await expect(profile.detail('メールアドレス')).toHaveText(account.email);

  await profile.mapLink.click();
  await expect(page).toHaveURL('/map');
});

test('editing the details: a field error is labelled, then the change is saved', async ({
  page,
}) => {
  await signedIn(page);
  const profile = new ProfilePage(page);
  await profile.goto();

  await profile.editButton.click();
  await expect(profile.displayName).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'アカウント名' })).toHaveAttribute('readonly');
  await profile.displayName.fill('遺産ハンター');
  await profile.bio.fill('城と寺院をめぐっています。');
  await profile.website.fill('not a url');
  await profile.save.click();

  await expect(profile.alert).toContainText('ウェブサイト: ');
  await expect(profile.website).toHaveAttribute('aria-invalid', 'true');
  // Nothing typed is lost by a refusal.
  await expect(profile.displayName).toHaveValue('遺産ハンター');

  await profile.website.fill('https://example.com/travels');
  await profile.save.click();

  await expect(profile.status.filter({ hasText: 'プロフィールを更新しました' })).toBeVisible();
  await expect(profile.name).toHaveText('遺産ハンター');
  await expect(profile.detail('自己紹介')).toHaveText('城と寺院をめぐっています。');
  await expect(
    profile.details.getByRole('link', { name: 'https://example.com/travels' }),
  ).toBeVisible();
  await expect(new AppHeader(page).banner).toContainText('遺産ハンター');
  await expect(profile.editButton).toBeFocused();

  // Saved on the server, not only on screen.
  await page.reload();
  await expect(profile.name).toHaveText('遺産ハンター');
});

test('cancelling an edit restores the saved values', async ({ page }) => {
  const account = await signedIn(page);
  const profile = new ProfilePage(page);
  await profile.goto();

  await profile.editButton.click();
  await profile.displayName.fill('書きかけ');
  await profile.cancel.click();
  await expect(profile.name).toHaveText(account.displayName);
  await expect(profile.detail('表示名')).toHaveText(account.displayName);

  await profile.editButton.click();
  await expect(profile.displayName).toHaveValue(account.displayName);
});

test('changing the photo: a non-image is refused, an image is previewed and saved', async ({
  page,
}) => {
  const account = await signedIn(page);
  const profile = new ProfilePage(page);
  await profile.goto();

  await profile.photoInput.setInputFiles(image('not-an-image.png'));
  await expect(profile.alert).toHaveText('画像ファイルを選択してください');
  await expect(profile.savePhoto).toHaveCount(0);

  await profile.photoInput.setInputFiles(image('landscape-800x600.png'));
  await expect(
    page.getByText('新しい写真のプレビューです。保存するまで反映されません。'),
  ).toBeVisible();
  await profile.cancelPhoto.click();
  await expect(profile.savePhoto).toHaveCount(0);

  await profile.photoInput.setInputFiles(image('landscape-800x600.png'));
  await profile.savePhoto.click();
  await expect(profile.status.filter({ hasText: 'プロフィール写真を更新しました' })).toBeVisible();
  await expect(profile.avatar).toHaveAttribute('src', /^\/media\//);
  await expect(profile.avatar).toHaveAccessibleName(`${account.displayName}さんのプロフィール写真`);
  // The picture really loads from the server.
  await expect
    .poll(() => profile.avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
