/**
 * The core journeys of a traveller, written once and run in every engine of this tier
 * (firefox.test.ts, webkit.test.ts); tests/e2e proves the same in Chromium. One browser
 * follows them in order, as one person would: a first visit, sign-up, days with no
 * network, then a new release. "Offline" is real: the switchable network refuses every
 * connection, as a dead network does (navigator.onLine stays true, as it often does on a
 * phone with signal and no data).
 */
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { formatNumber } from '../../src/client/i18n/format';
import { loginForm, registerForm } from './pages/account-forms';
import { focusPath, mapScreen } from './pages/map-screen';
import {
  askWorker,
  checkForUpdate,
  recordUpdateNotices,
  updateNoticeTexts,
  waitUntilSettled,
} from './pages/service-worker';
import { shell, waitingCount } from './pages/shell';
import { sitePopup } from './pages/site-popup';
import {
  chooseFile,
  fill,
  isShown,
  press,
  seeAttribute,
  seeText,
  waitUntilStill,
} from './support/actions';
import type { EngineBrowser, EngineTab, LaunchOptions } from './support/engine';
import { keepEvidence, type Suite } from './support/engine-suite';
import { run } from './support/in-page';
import { fetchCatalogue, serverVisits, serverWishlist, siteNamed } from './support/server-api';
import { NEXT_BUILD_VERSION } from './support/switchable-network';
import { until } from './support/wait';

const PHOTO = fileURLToPath(new URL('../fixtures/images/photo-gps-rotated.jpg', import.meta.url));
const UPDATE_TEXT = '新しいバージョンがあります';
const OFFLINE_READY_TEXT = 'オフラインでも使えるようになりました';
/** Sign-up and login wait for the server's password hashing (argon2, slow by design). */
const SIGN_IN_MS = 45_000;

const catalogue = await fetchCatalogue();
const kyoto = siteNamed(catalogue, '古都京都');
const fuji = siteNamed(catalogue, '富士山');
const fullCount = `${formatNumber(catalogue.count, 'ja')} 件`;

/** The map with its markers, the whole list, search and Ancient Kyoto's popup. */
async function mapWorks(tab: EngineTab, query = '京都'): Promise<void> {
  await seeAttribute(tab, mapScreen.map, 'data-rendered-groups', /^[1-9]\d*$/, 60_000);
  await seeAttribute(tab, mapScreen.map, 'data-basemap', 'ready');
  await seeText(tab, mapScreen.resultCount, fullCount);
  await fill(tab, mapScreen.searchBox, query);
  await press(tab, mapScreen.listItem(/古都京都の文化財/));
  await seeText(tab, mapScreen.popup(/古都京都/), kyoto.description.slice(0, 20));
}

/**
 * Nothing reaches the app: the switchable network refuses the connection, so a request fails
 * as a network error (Node's fetch: "fetch failed"), not with an answer or a bad address.
 */
async function expectNoNetwork(suite: Suite): Promise<void> {
  await expect(fetch(`${suite.network.origin}/api/health`)).rejects.toThrow('fetch failed');
}

export async function openPopup(tab: EngineTab, site: { id: number; name: string }) {
  await tab.goto(focusPath(site.id));
  const popup = mapScreen.popup(new RegExp(site.name.slice(0, 4)));
  await seeText(tab, popup, site.name.slice(0, 4));
  // The description arrives a moment after the title and makes the popup taller, and the
  // map pans to fit it: a press aimed before that lands where the button was.
  await seeText(tab, popup, 'ユネスコ世界遺産センターのページ');
  await waitUntilStill(tab, popup);
  return sitePopup(popup);
}

export type JourneyOptions = {
  /**
   * How many first visits, each in a new browser. WebKit offered an update on some first
   * visits only (a race inside the engine), so it gets several; each is a browser launch.
   */
  firstVisits: number;
};

export function coreJourneys(
  suite: Suite,
  launch: (options: LaunchOptions) => Promise<EngineBrowser>,
  { firstVisits }: JourneyOptions,
): void {
  const { account } = suite;

  it('landing → map: the catalogue downloads, the map draws, search in Japanese and English finds Ancient Kyoto', async () => {
    keepEvidence(suite, 'landing to map');
    const { tab } = suite;
    await tab.goto('/');
    await recordUpdateNotices(tab);
    const landingNotices = await updateNoticeTexts(tab);
    await press(tab, { css: 'a', name: '地図を見る' });
    await until(
      'the map screen',
      () => tab.url(),
      (url) => url.endsWith('/map'),
      { tab },
    );
    await recordUpdateNotices(tab);
    await mapWorks(tab, '京都');
    await fill(tab, mapScreen.searchBox, 'Kyoto');
    await press(tab, mapScreen.listItem(/古都京都の文化財/));
    await seeText(tab, mapScreen.popup(/古都京都/), kyoto.description.slice(0, 20));

    // The very first visit of this browser: the worker installs and takes the page.
    await waitUntilSettled(tab);
    const notices = [...landingNotices, ...(await updateNoticeTexts(tab))];
    expect(notices.filter((text) => text.includes(UPDATE_TEXT))).toEqual([]);
  });

  it('first visit: the app says once that it works offline, and never offers a new version', async () => {
    // A fresh browser each time: nothing stored, no worker, as on a traveller's first visit.
    let tab = suite.tab;
    keepEvidence(suite, 'first visit', () => tab);
    for (let visit = 1; visit <= firstVisits; visit++) {
      const browser = await launch({ origin: suite.network.origin });
      tab = browser.firstTab;
      try {
        await tab.goto('/map');
        await recordUpdateNotices(tab);
        await waitUntilSettled(tab);
        await seeText(tab, shell.updateRegion, OFFLINE_READY_TEXT);
        expect(await updateNoticeTexts(tab), `first visit ${visit}: what the notice said`).toEqual([
          OFFLINE_READY_TEXT,
        ]);
        if (visit > 1) continue;
        // Controlled from the start, the next load has nothing to announce.
        await tab.reload();
        await recordUpdateNotices(tab);
        await seeAttribute(tab, mapScreen.map, 'data-rendered-groups', /^[1-9]\d*$/, 60_000);
        await waitUntilSettled(tab);
        expect(await updateNoticeTexts(tab), `first visit ${visit}, reloaded`).toEqual([]);
      } finally {
        await browser.close();
      }
    }
  });

  it('register, log out and log in again', async () => {
    keepEvidence(suite, 'register and log in');
    const { tab } = suite;
    await tab.goto('/register');
    await fill(tab, registerForm.displayName, account.displayName);
    await fill(tab, registerForm.email, account.email);
    await fill(tab, registerForm.password, account.password);
    await fill(tab, registerForm.passwordConfirm, account.password);
    await press(tab, registerForm.submit);
    // Password hashing is deliberately slow, and slower still on a busy shared machine.
    await seeText(tab, shell.accountMenuButton, account.displayName, SIGN_IN_MS);

    await press(tab, shell.accountMenuButton);
    await press(tab, shell.logOut);
    // Logging out ends on the landing page, which has its own top bar instead of the header.
    await until(
      'the landing page after logging out',
      () => tab.url(),
      (url) => new URL(url).pathname === '/',
      { tab },
    );
    await seeText(tab, { css: 'a', name: 'ログイン' }, 'ログイン');

    await tab.goto('/login');
    await fill(tab, loginForm.identifier, account.email);
    await fill(tab, loginForm.password, account.password);
    await press(tab, loginForm.submit);
    await until(
      'the map after logging in',
      () => tab.url(),
      (url) => url.endsWith('/map'),
      {
        tab,
        timeoutMs: SIGN_IN_MS,
      },
    );
    await seeText(tab, shell.accountMenuButton, account.displayName);
    await seeAttribute(tab, mapScreen.map, 'data-rendered-groups', /^[1-9]\d*$/, 60_000);
  });

  it('offline start: with the server unreachable, a reload and a fresh tab show the map, list, search and the signed-in user', async () => {
    keepEvidence(suite, 'offline start');
    const { tab, network } = suite;
    await network.goOffline();
    await expectNoNetwork(suite);

    await tab.reload();
    await mapWorks(tab);
    await seeText(tab, shell.accountMenuButton, account.displayName);

    const fresh = await suite.browser.newTab();
    try {
      await fresh.goto('/map');
      await mapWorks(fresh, 'Kyoto');
      await seeText(fresh, shell.accountMenuButton, account.displayName);
    } finally {
      await fresh.close();
    }
    await network.goOnline();
  });

  it('a visit (with a photo where the session can keep one) recorded offline is counted, then sent exactly once when the server is back, with no Background Sync', async () => {
    keepEvidence(suite, 'offline visit');
    const { tab, network } = suite;
    const withPhoto = suite.browser.storesBlobs;
    expect(await run(tab, () => 'SyncManager' in window)).toBe(false);
    await network.goOffline();

    const form = await openPopup(tab, kyoto);
    await press(tab, form.star(4));
    await fill(tab, form.comment, '圏外の寺で記録。');
    if (withPhoto) {
      await chooseFile(tab, form.photoInput, PHOTO);
      await seeAttribute(tab, form.chosenPhoto, 'src', /^blob:/, 30_000);
    }
    await press(tab, form.record);
    await seeText(tab, form.visitedBadge, '訪問済み');
    await seeText(tab, shell.banner, waitingCount(1));
    expect(await serverVisits(account)).toEqual([]);

    // Back in signal, the traveller opens the app again: its start sends what waits.
    await network.goOnline();
    await tab.reload();
    await until(
      'the visit to reach the server',
      () => serverVisits(account),
      (visits) => visits.length > 0,
      { tab, timeoutMs: 30_000 },
    );
    await until(
      'the header to count nothing waiting',
      () => run(tab, () => document.querySelector('header')?.textContent ?? ''),
      (text) => !text.includes('送信待ちの変更'),
      { tab },
    );
    const visits = await serverVisits(account);
    expect(visits).toHaveLength(1);
    const [sent] = visits;
    expect({ rating: sent?.rating, comment: sent?.comment }).toEqual({
      rating: 4,
      comment: '圏外の寺で記録。',
    });
    if (withPhoto) expect(visits[0]?.photos_url).toBeTruthy();
  });

  it('wishlist: toggled with no network, sent when it returns; removed the same way', async () => {
    keepEvidence(suite, 'wishlist offline');
    const { tab, network } = suite;
    const popup = await openPopup(tab, fuji);
    for (const wanted of [true, false]) {
      await network.goOffline();
      await press(tab, popup.wishlistToggle);
      await seeAttribute(tab, popup.wishlistToggle, 'aria-pressed', String(wanted));
      await seeText(tab, shell.banner, waitingCount(1));
      await network.goOnline();
      // No reload this time: the outbox's own retry timer sends it.
      await until(
        `the wishlist on the server ${wanted ? 'to hold' : 'to have lost'} Mount Fuji`,
        async () =>
          (await serverWishlist(account)).some((item) => item.heritage_site.id === fuji.id),
        (held) => held === wanted,
        { tab, timeoutMs: 60_000 },
      );
    }
  });

  it('update: a new build is offered once and applied on reload, with local data intact', async () => {
    keepEvidence(suite, 'update');
    const { tab, network } = suite;
    await tab.goto('/map');
    await recordUpdateNotices(tab);
    await waitUntilSettled(tab);
    expect(await askWorker(tab, 'version?')).toBeNull();

    network.serveNextBuild();
    await checkForUpdate(tab);
    await seeText(tab, shell.updateRegion, UPDATE_TEXT, 60_000);
    // Offered once, and nothing changed by itself: the old version still runs this page.
    expect(await updateNoticeTexts(tab)).toEqual([`${UPDATE_TEXT}再読み込み`]);
    expect(await askWorker(tab, 'version?')).toBeNull();

    // Marks this page, so what follows is read on the reloaded one: the new worker answers
    // the old page too before it reloads.
    await run(tab, () => {
      Object.assign(window, { __beforeUpdate: true });
      return true;
    });
    await press(tab, shell.updateReload);
    await until(
      'the page to reload under the next build',
      () => run(tab, () => !('__beforeUpdate' in window) && document.readyState !== 'loading'),
      (reloaded) => reloaded,
      { tab, timeoutMs: 30_000 },
    );
    await until(
      'the next build to control the page',
      () => askWorker(tab, 'version?'),
      (v) => v === NEXT_BUILD_VERSION,
      { tab, timeoutMs: 30_000 },
    );
    await recordUpdateNotices(tab);
    await waitUntilSettled(tab);
    expect(await isShown(tab, shell.updateReload)).toBe(false);
    expect(await updateNoticeTexts(tab)).toEqual([]);

    // Everything the traveller had is still here: the session, the map, the visit.
    await seeText(tab, shell.accountMenuButton, account.displayName);
    await mapWorks(tab);
    const form = await openPopup(tab, kyoto);
    await seeText(tab, form.visitedBadge, '訪問済み');
  });
}
