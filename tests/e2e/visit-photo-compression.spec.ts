import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { VisitForm } from './pages/visit-form';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { holdRequests } from './support/held-requests';
import { serverVisits } from './support/own-data';
import { expect, test } from './support/test';

/**
 * SPEC.md §5: a chosen photo is compressed before it is saved, in a worker where the browser
 * has one, else on the page. These tests control the worker's script: a service worker would
 * serve it from its cache, out of the routes' reach, so none runs here.
 */
test.use({ serviceWorkers: 'block' });

const photo = fileURLToPath(new URL('../fixtures/images/photo-gps-rotated.jpg', import.meta.url));
const PHOTO_WORKER = /\/assets\/photo-worker-[^/]*\.js$/;

async function openKyoto(page: Page) {
  const kyoto = siteNamed(await fetchCatalogue(page.request), '古都京都');
  await signedIn(page);
  const popup = await new MapPage(page).openSite(kyoto);
  return new VisitForm(popup);
}

test('recording while the photo is still being compressed is held back with a message', async ({
  page,
}) => {
  // The compression cannot finish until the worker's script is let through.
  const release = await holdRequests(page.context(), PHOTO_WORKER);
  const form = await openKyoto(page);
  await form.photoInput.setInputFiles(photo);
  await form.record.click();
  await expect(form.alert).toHaveText('画像の圧縮が終わるまでお待ちください');
  await expect(form.visitedBadge()).toBeHidden();

  release();
  await expect(form.chosenPhoto).toBeVisible();
  await expect(form.alert).toBeHidden();
  await form.record.click();
  await expect(form.visitedBadge()).toBeVisible();
  await expect(form.syncState('送信済み')).toBeVisible();
  expect((await serverVisits(page))[0]?.photos).toHaveLength(1);
});

test('when the compression worker cannot start, the page compresses the photo itself', async ({
  page,
}) => {
  let refused = 0;
  await page.context().route(PHOTO_WORKER, (route) => {
    refused += 1;
    return route.abort('failed');
  });
  const form = await openKyoto(page);
  await form.photoInput.setInputFiles(photo);
  await expect(form.chosenPhoto).toBeVisible();
  expect(refused).toBeGreaterThan(0); // the worker really was tried, and failed
  await form.record.click();
  await expect(form.syncState('送信済み')).toBeVisible();
  expect((await serverVisits(page))[0]?.photos).toHaveLength(1);
});
