import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { VisitForm } from './pages/visit-form';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { serverVisits } from './support/own-data';
import { expect, test } from './support/test';

const image = (name: string) =>
  fileURLToPath(new URL(`../fixtures/images/${name}`, import.meta.url));

/** Today in the browser's time zone (playwright.config.ts: Asia/Tokyo), as YYYY-MM-DD. */
const todayInTokyo = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

/** Signs a new user in and opens Ancient Kyoto's popup (/map?focus=…). */
async function openKyoto(page: Page) {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  await signedIn(page);
  const popup = await new MapPage(page).openSite(kyoto);
  return { kyoto, form: new VisitForm(popup) };
}

test('a visit with stars, a comment and a photo is recorded, sent, updated and removed', async ({
  page,
}) => {
  const { kyoto, form } = await openKyoto(page);

  // Defaults: today (the device's day), five stars, nothing chosen.
  await expect(form.date).toHaveValue(todayInTokyo());
  await expect(form.date).toHaveAttribute('max', todayInTokyo());
  await expect(form.star(5)).toBeChecked();
  await expect(form.visitedBadge()).toBeHidden();

  await form.star(4).check();
  await form.comment.fill('紅葉の季節に訪れました。');
  await form.photoInput.setInputFiles(image('photo-gps-rotated.jpg'));
  await expect(form.chosenPhoto).toBeVisible();
  await form.record.click();

  await expect(form.visitedBadge()).toBeVisible();
  await expect(form.syncState('送信済み')).toBeVisible();
  await expect(form.update).toBeVisible();
  await expect(form.remove).toBeVisible();
  await expect(form.savedPhoto).toBeVisible();
  await expect(form.star(4)).toBeChecked();
  const [sent] = await serverVisits(page);
  expect(sent).toMatchObject({
    heritage_site: { id: kyoto.id },
    rating: 4,
    comment: '紅葉の季節に訪れました。',
    visited_date: todayInTokyo(),
  });
  expect(sent?.photos).toHaveLength(1);

  // Update: the photo stays with the visit.
  await form.star(2).check();
  await form.comment.fill('二度目の訪問。');
  await form.date.fill('2024-04-01');
  await form.update.click();
  await expect
    .poll(async () => (await serverVisits(page))[0])
    .toMatchObject({ rating: 2, comment: '二度目の訪問。', visited_date: '2024-04-01' });
  expect((await serverVisits(page))[0]?.photos).toHaveLength(1);
  await expect(form.syncState('送信済み')).toBeVisible();

  // Removal asks first; "やめる" keeps the visit.
  await form.remove.click();
  await expect(form.confirmRemoval).toBeVisible();
  await form.confirmRemoval.getByRole('button', { name: 'やめる' }).click();
  await expect(form.confirmRemoval).toBeHidden();
  await expect(form.remove).toBeFocused();
  await form.remove.click();
  await form.confirmRemoval.getByRole('button', { name: 'はい、取り消す' }).click();

  await expect(form.visitedBadge()).toBeHidden();
  await expect(form.record).toBeVisible();
  await expect(form.star(5)).toBeChecked();
  await expect(form.comment).toHaveValue('');
  await expect.poll(async () => (await serverVisits(page)).length).toBe(0);
});

test('offline, the visit waits on the device and the header counts it until it is sent', async ({
  page,
  context,
}) => {
  const { form } = await openKyoto(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByText(/送信待ちの変更/)).toHaveCount(0);

  await context.setOffline(true);
  await form.comment.fill('電波の届かない山の上で。');
  await form.record.click();

  await expect(form.visitedBadge()).toBeVisible();
  await expect(form.syncState(/^(この端末に保存済み|送信待ち)$/)).toBeVisible();
  await expect(banner.getByText(/^送信待ちの変更 1件/)).toBeAttached();
  expect(await serverVisits(page).catch(() => [])).toHaveLength(0);

  await context.setOffline(false);
  await expect(form.syncState('送信済み')).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByText(/送信待ちの変更/)).toHaveCount(0);
  expect(await serverVisits(page)).toHaveLength(1);
});

test('visit photo rules: a wrong type or size is refused inline, and the input is cleared', async ({
  page,
}) => {
  const { form } = await openKyoto(page);

  await form.photoInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(form.alert).toHaveText('JPEG、PNG、GIF、WEBP形式の画像のみアップロードできます');
  await expect(form.photoInput).toHaveValue('');

  await form.photoInput.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(form.alert).toHaveText('画像サイズは10MB以下にしてください');
  await expect(form.photoInput).toHaveValue('');

  // Named .png but plain text: the type passes, decoding does not.
  await form.photoInput.setInputFiles(image('not-an-image.png'));
  await expect(form.alert).toHaveText('画像の処理に失敗しました。別の画像をお試しください');
  await expect(form.photoInput).toHaveValue('');

  // A good photo clears the message.
  await form.photoInput.setInputFiles(image('photo-gps-rotated.jpg'));
  await expect(form.chosenPhoto).toBeVisible();
  await expect(form.alert).toHaveCount(0);
});

test('a visit date after today is refused before anything is saved', async ({ page }) => {
  const { form } = await openKyoto(page);
  await form.date.fill('2999-01-01');
  await form.record.click();
  await expect(form.section.getByText('今日より後の日付は選べません')).toBeVisible();
  await expect(form.date).toBeFocused();
  await expect(form.date).toHaveAttribute('aria-invalid', 'true');
  await expect(form.visitedBadge()).toBeHidden();
});

test('signed out, the popup offers a login link instead of the visit form', async ({
  page,
  request,
}) => {
  const catalogue = await fetchCatalogue(request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const mapPage = new MapPage(page);
  const form = new VisitForm(await mapPage.openSite(kyoto));
  await expect(form.section).toContainText('訪問を記録するにはログインが必要です。');
  await expect(form.date).toHaveCount(0);
  await form.loginLink.click();
  await expect(page).toHaveURL('/login');
});
