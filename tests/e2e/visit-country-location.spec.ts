import type { BrowserContext, Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { ServiceWorkerState } from './pages/service-worker';
import { VisitForm } from './pages/visit-form';
import { expectNoSeriousViolations } from './support/axe';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { serverVisits } from './support/own-data';
import { expect, test } from './support/test';

/**
 * A visit to a site spread over several states records which state's part was visited; the
 * form can tell from where the device is (docs/COUNTING.md). Pyrénées - Mont Perdu is listed
 * under France first, then Spain; Torla, the gate to Ordesa, lies in the Spanish part.
 */
const TORLA = { latitude: 42.626, longitude: -0.112 };
/** Gavarnie, in the French part. */
const GAVARNIE = { latitude: 42.733, longitude: -0.009 };

async function openMontPerdu(page: Page, path = '/map') {
  const catalogue = await fetchCatalogue(page.request);
  const site = siteNamed(catalogue, 'ペルデュ山');
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(site, path);
  return { site, form: new VisitForm(popup) };
}

async function expectRecordedIn(page: Page, siteId: number, code: string) {
  const visits = await serverVisits(page);
  expect(visits.map((visit) => [visit.heritage_site.id, visit.country_code])).toEqual([
    [siteId, code],
  ]);
}

/** Counts the page's position readings (from each load), for positionReads(). */
async function countPositionReads(context: BrowserContext) {
  await context.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const read = geolocation.getCurrentPosition.bind(geolocation);
    const counted = window as unknown as { positionReads: number };
    counted.positionReads = 0;
    geolocation.getCurrentPosition = (...args) => {
      counted.positionReads += 1;
      read(...args);
    };
  });
}

const positionReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { positionReads: number }).positionReads);

/**
 * Holds every position reading of the page until releasePositions(): a position that arrives
 * late, after the traveller has chosen by hand.
 */
async function holdPositions(context: BrowserContext) {
  await context.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const read = geolocation.getCurrentPosition.bind(geolocation);
    const held: (() => Promise<void>)[] = [];
    Object.assign(window, {
      releasePositions: () => Promise.all(held.splice(0).map((answer) => answer())),
    });
    geolocation.getCurrentPosition = (found, failed, options) => {
      held.push(
        () =>
          new Promise<void>((answered) =>
            read(
              (position) => {
                found(position);
                answered();
              },
              (error) => {
                failed?.(error);
                answered();
              },
              options,
            ),
          ),
      );
    };
  });
}

/** Answers the held readings; resolves once the page's callbacks have run. */
async function releasePositions(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { releasePositions: () => Promise<void> }).releasePositions(),
  );
}

async function standAt(context: BrowserContext, place: typeof TORLA) {
  await context.setGeolocation({ ...place, accuracy: 50 });
}

test('location allowed: a new visit preselects the state the traveller stands in, offline too', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await standAt(context, TORLA);
  await signedIn(page);
  await new ServiceWorkerState(page).waitUntilControlling();

  // No signal at the site: the app, the catalogue and the states' shapes come from the device.
  await context.setOffline(true);
  const { site, form } = await openMontPerdu(page);
  await expect(form.locationNote('現在地からスペインを選びました')).toBeVisible();
  await expect(form.country).toHaveValue('es');
  await form.record.click();
  await expect(form.visitedBadge()).toBeVisible();

  await context.setOffline(false);
  await expect(form.syncState('送信済み')).toBeVisible({ timeout: 20_000 });
  await expectRecordedIn(page, site.id, 'es');
});

test('location not allowed: nothing is read until the button asks, and a refusal keeps the choice', async ({
  page,
  context,
}) => {
  await standAt(context, TORLA);
  await signedIn(page);
  const { site, form } = await openMontPerdu(page);
  // The first listed state, and the position was not read.
  await expect(form.country).toHaveValue('fr');
  await expect(form.locationNote(/現在地/)).toHaveCount(0);

  // The browser refuses (nobody allowed it): the choice stays, and the form says why.
  await form.chooseFromLocation.click();
  await expect(
    form.locationNote('位置情報の利用が許可されていないため、選択はそのままです'),
  ).toBeVisible();
  await expect(form.country).toHaveValue('fr');

  // The traveller allows it and asks again.
  await context.grantPermissions(['geolocation']);
  await form.chooseFromLocation.click();
  await expect(form.locationNote('現在地からスペインを選びました')).toBeVisible();
  await expect(form.country).toHaveValue('es');
  await form.record.click();
  await expect(form.syncState('送信済み')).toBeVisible();
  await expectRecordedIn(page, site.id, 'es');
});

test('editing a visit keeps its stored state; a choice by hand clears what the position said', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await standAt(context, TORLA);
  await countPositionReads(context);
  await signedIn(page);
  const { site, form } = await openMontPerdu(page);
  await expect(form.country).toHaveValue('es');
  await form.country.selectOption({ label: 'フランス' });
  await expect(form.locationNote(/現在地/)).toHaveCount(0);
  await form.record.click();
  await expect(form.syncState('送信済み')).toBeVisible();
  await expectRecordedIn(page, site.id, 'fr');

  // Open again, still standing in Spain: the recorded visit says France and stays so; the
  // position is read only when the traveller asks (the one reading counted since the load).
  const again = (await openMontPerdu(page)).form;
  await expect(again.update).toBeVisible();
  await expect(again.country).toHaveValue('fr');
  await again.chooseFromLocation.click();
  await expect(again.locationNote('現在地からスペインを選びました')).toBeVisible();
  await expect(again.country).toHaveValue('es');
  expect(await positionReads(page)).toBe(1);
});

test('a country chosen by hand while the position is on its way is not overwritten by it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await standAt(context, GAVARNIE);
  await holdPositions(context);
  await signedIn(page);
  const { form } = await openMontPerdu(page);
  await expect(form.locationNote('現在地を確認しています…')).toBeVisible();
  await form.country.selectOption({ label: 'スペイン' });
  // The position (France) arrives after the choice.
  await releasePositions(page);

  // A second reading, refused this time (the traveller withdrew the permission), comes after
  // the first was handled: what it leaves is what the first did to the choice. (Not a second
  // position: the browser may answer it with the first, recent enough to reuse.)
  await context.clearPermissions();
  await form.chooseFromLocation.click();
  await releasePositions(page);
  await expect(
    form.locationNote('位置情報の利用が許可されていないため、選択はそのままです'),
  ).toBeVisible();
  await expect(form.country).toHaveValue('es');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the select, its location button and what the position said fit the popup and pass axe', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await standAt(context, TORLA);
    await signedIn(page);
    const { form } = await openMontPerdu(page);
    const note = form.locationNote('現在地からスペインを選びました');
    await expect(note).toBeVisible();
    const popupBox = await form.popup.boundingBox();
    expect(popupBox).not.toBeNull();
    for (const part of [form.country, form.chooseFromLocation, note]) {
      await part.scrollIntoViewIfNeeded();
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      if (!box || !popupBox) continue;
      expect(box.x).toBeGreaterThanOrEqual(popupBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(popupBox.x + popupBox.width + 0.5);
    }
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await expectNoSeriousViolations(
      page,
      '/map (a shared site’s popup, country from the position)',
    );
  });
});
