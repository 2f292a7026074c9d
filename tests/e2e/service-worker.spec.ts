import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { OUTBOX_SYNC_TAG } from '../../src/client/sync/background-sync-tag';
import type { Paged } from '../../src/shared/api/paged';
import type { Visit } from '../../src/shared/api/visits';
import { MEDIA_CACHE } from '../../sw/cache-names';
import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { ServiceWorkerState } from './pages/service-worker';
import { readStoredSession } from './pages/stored-session';
import { VisitForm } from './pages/visit-form';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { expect, test } from './support/test';

/**
 * What the service worker (sw/sw.ts) does beyond the app shell, in Chromium against the
 * production build: which navigations it leaves to the server, the photo cache, and the
 * Background Sync that sends the outbox with no tab open.
 */

const photo = fileURLToPath(new URL('../fixtures/images/photo-gps-rotated.jpg', import.meta.url));

/** Signs a new user in, waits for the worker, and opens Ancient Kyoto's popup. */
async function kyotoUnderWorker(page: Page) {
  const kyoto = siteNamed(await fetchCatalogue(page.request), '古都京都');
  await signedIn(page);
  await new ServiceWorkerState(page).waitUntilControlling();
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(kyoto);
  return { kyoto, mapPage, form: new VisitForm(popup) };
}

test('navigations to /api/ and /media/ reach the server, not the app shell', async ({ page }) => {
  await page.goto('/map');
  await new ServiceWorkerState(page).waitUntilControlling();

  // The control: a screen's address is answered by the worker with the shell.
  const screen = await page.goto('/wishlist');
  expect(screen?.fromServiceWorker()).toBe(true);

  for (const path of ['/api/no-such-thing', '/media/photos/no-such-photo']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(false);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('#root'), path).toHaveCount(0);
  }
});

test('a visit photo seen once is shown again offline, from the photo cache', async ({
  page,
  context,
}) => {
  const { kyoto, mapPage, form } = await kyotoUnderWorker(page);
  await form.photoInput.setInputFiles(photo);
  // As a person does: the photo is shown once compressed, and only then is it recorded (a
  // press while it compresses is held back with a message, and the visit is not sent).
  await expect(form.chosenPhoto).toBeVisible();
  await form.record.click();
  await expect(form.syncState('送信済み')).toBeVisible();

  // Seen once from the server: the popup shows the stored photo's /media/ address.
  const reopen = async () => {
    await mapPage.openSite(kyoto);
  };
  await reopen();
  await expect(form.savedPhoto).toHaveAttribute('src', /^\/media\//);
  const src = (await form.savedPhoto.getAttribute('src')) ?? '';
  await expect(form.savedPhoto).toHaveJSProperty('complete', true);
  await expect
    .poll(() =>
      page.evaluate(
        async ([cache, url]) => (await (await caches.open(cache)).match(url)) !== undefined,
        [MEDIA_CACHE, src] as const,
      ),
    )
    .toBe(true);

  // No network at all: the photo still appears, whole.
  await context.setOffline(true);
  await reopen();
  await expect(form.savedPhoto).toHaveAttribute('src', src);
  await expect
    .poll(() => form.savedPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

/** The id of the app's service-worker registration, as DevTools knows it. */
async function registrationId(cdp: CDPSession, origin: string) {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function onlyTheWorkerRemains(context: BrowserContext, page: Page) {
  await page.close();
  // A blank tab outside the app, only to talk to DevTools: no app page can send anything.
  return context.newPage();
}

test('Background Sync: with no tab open, the worker sends what was recorded offline', async ({
  page,
  context,
  baseURL,
}) => {
  const { form } = await kyotoUnderWorker(page);
  // The server's list, read by the test with the user's token (the page will be gone).
  const access = (await readStoredSession(page))?.access;
  const readVisits = async () => {
    const response = await context.request.get('/api/heritage/visits/', {
      headers: { authorization: `Bearer ${access}` },
    });
    return ((await response.json()) as Paged<Visit>).results;
  };
  expect(await readVisits()).toEqual([]);

  await context.setOffline(true);
  await form.comment.fill('電波のない山門で。');
  await form.record.click();
  await expect(form.visitedBadge()).toBeVisible();
  await expect(page.getByRole('banner').getByText('送信待ちの変更 1件')).toBeVisible();

  // Checked while the app's page is still open. Once it closes, the browser's own network
  // is what the worker sees (the offline emulation follows the page), and Chromium may fire
  // the sync event at once: that sending, with no tab of the app open, is what follows.
  expect(await readVisits(), 'nothing sent while offline').toEqual([]);
  const blank = await onlyTheWorkerRemains(context, page);
  const cdp = await context.newCDPSession(blank);
  const origin = new URL(baseURL ?? '').origin;
  const id = await registrationId(cdp, origin);

  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: id,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  });
  await expect.poll(readVisits).toMatchObject([{ comment: '電波のない山門で。' }]);
});
