import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download } from '@playwright/test';
import { unzipSync } from 'fflate';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { ServiceWorkerState } from './pages/service-worker';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { localRows } from './support/local-data';
import { registerTraveller, type Traveller } from './support/social-seed';
import { expect, test } from './support/test';

/**
 * docs/EXPORT.md: the profile's export button downloads the account as a ZIP whose CSV a
 * spreadsheet opens (E3); with no network, the same ZIP is made on the device (E2).
 */

const photo = () =>
  readFile(path.join(process.cwd(), 'tests/fixtures/images/landscape-800x600.png'));

async function visitWithPhoto(
  request: import('@playwright/test').APIRequestContext,
  me: Traveller,
  siteId: number,
  comment: string,
) {
  const response = await request.post(`/api/heritage/sites/${siteId}/visit/`, {
    headers: { authorization: `Bearer ${me.access}` },
    multipart: {
      rating: '5',
      visited_date: '2025-04-01',
      comment,
      photos: { name: 'castle.png', mimeType: 'image/png', buffer: await photo() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The downloaded ZIP's files, text files decoded with their byte-order mark kept. */
async function filesOf(download: Download) {
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const text = (name: string) => {
    const bytes = zip[name];
    expect(bytes, `${name} in the ZIP`).toBeDefined();
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  };
  return { names: Object.keys(zip), text };
}

test('the export downloads a ZIP of the account: CSV for spreadsheets, JSON, and the photo', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const himeji = siteNamed(catalogue, '姫路城');
  const me = await registerTraveller(page.request, '書き出す旅人');
  await visitWithPhoto(page.request, me, himeji.id, '白鷺城, "晴れ"');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');

  const profile = new ProfilePage(page);
  await profile.goto();
  const downloading = page.waitForEvent('download');
  await profile.exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^heritage-passport-${me.account.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  await expect(profile.dataExport.getByRole('status')).toContainText('書き出しました');

  const files = await filesOf(download);
  const csv = files.text('visits.csv');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(`${himeji.id},${himeji.name},`);
  expect(csv).toContain('"白鷺城, ""晴れ"""');
  expect(files.names).toContain(`photos/site-${himeji.id}-2025-04-01.webp`);
  expect(JSON.parse(files.text('profile.json'))).toMatchObject({
    source: 'server',
    username: me.account.username,
  });
});

test('offline, the export is made on the device from its own copy', async ({ page, context }) => {
  const catalogue = await fetchCatalogue(page.request);
  const himeji = siteNamed(catalogue, '姫路城');
  const me = await registerTraveller(page.request, '圏外で書き出す旅人');
  await visitWithPhoto(page.request, me, himeji.id, '圏外の記録');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');
  await new ServiceWorkerState(page).waitUntilControlling();
  await expect.poll(async () => (await localRows(page)).visits).toBe(1);

  const profile = new ProfilePage(page);
  await profile.goto();
  await context.setOffline(true);
  const downloading = page.waitForEvent('download');
  await profile.exportButton.click();
  const download = await downloading;
  await expect(profile.dataExport.getByRole('status')).toContainText(
    'この端末のデータから書き出しました',
  );

  const files = await filesOf(download);
  expect(JSON.parse(files.text('profile.json'))).toMatchObject({ source: 'device' });
  const visits = JSON.parse(files.text('visits.json')) as {
    unesco_id: number;
    comment: string;
    visibility: string;
  }[];
  expect(visits).toEqual([
    expect.objectContaining({ unesco_id: himeji.id, comment: '圏外の記録', visibility: 'public' }),
  ]);
  expect(files.text('visits.csv')).toContain('圏外の記録');
});
