/**
 * What differs between engines, and what the app does about it: how to install (iPhone
 * Safari has no install prompt), the storage warning (Safari deletes a site's data after
 * seven days without a visit unless it is on the home screen), which photos the picker
 * offers and what an HEIC gets, and the fallbacks for features an engine lacks. Runs after
 * coreJourneys in the same browser (the traveller is signed in).
 */
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openPopup } from './journeys';
import { mapScreen } from './pages/map-screen';
import { shell, waitingCount } from './pages/shell';
import { chooseFile, isShown, press, seeAttribute, seeText } from './support/actions';
import { keepEvidence, type Suite } from './support/engine-suite';
import { run } from './support/in-page';
import { fetchCatalogue, serverVisits, siteNamed } from './support/server-api';
import { until } from './support/wait';

const HEIC = fileURLToPath(new URL('../fixtures/images/camera-photo.heic', import.meta.url));
const PHOTO = fileURLToPath(new URL('../fixtures/images/photo-gps-rotated.jpg', import.meta.url));
/** SPEC.md §5: the message for a photo of another type. */
const UNSUPPORTED_TYPE = 'JPEG、PNG、GIF、WEBP形式の画像のみアップロードできます';

const catalogue = await fetchCatalogue();
const himeji = siteNamed(catalogue, '姫路城');
const nara = siteNamed(catalogue, '古都奈良');

/** Removes what older engines lack, before the app's code runs (a function's source). */
function withoutNewerFeatures() {
  const page = window as unknown as Record<string, unknown>;
  delete page.OffscreenCanvas;
  delete page.BroadcastChannel;
  delete page.SyncManager;
  Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
}

export function platformJourneys(suite: Suite): void {
  it('installing: iPhone Safari is shown Share → Add to Home Screen and never an install prompt; elsewhere without a prompt nothing is offered', async () => {
    keepEvidence(suite, 'install');
    const { tab, browser } = suite;
    await tab.goto('/map');
    await seeAttribute(tab, mapScreen.map, 'data-rendered-groups', /^[1-9]\d*$/, 60_000);
    if (browser.name === 'webkit') {
      // The control is the instructions' disclosure, not a prompt's button.
      await seeAttribute(tab, shell.installControl, 'aria-expanded', 'false');
      await press(tab, shell.installControl);
      await seeText(tab, shell.iosInstructions, '共有ボタン → ホーム画面に追加');
    } else {
      // Firefox on a desktop offers no install prompt and is no iPhone: nothing to press.
      expect(await isShown(tab, shell.installControl)).toBe(false);
    }
  });

  it('the storage warning: with a change waiting, Safari is told about its seven-day deletion and the home screen', async () => {
    keepEvidence(suite, 'storage warning');
    const { tab, network, browser } = suite;
    const popup = await openPopup(tab, himeji);
    await network.goOffline();
    await press(tab, popup.wishlistToggle);
    await seeText(tab, shell.banner, waitingCount(1));
    await press(tab, shell.atRiskCount);
    const note = await seeText(tab, shell.atRiskNote, '送信前の変更が消えるおそれがあります');
    if (browser.name === 'webkit') {
      expect(note).toContain('Safari');
      expect(note).toContain('7日間');
      expect(note).toContain('ホーム画面に追加');
    } else {
      // Firefox was set to refuse persistent storage: the general warning, no Safari advice.
      expect(note).toContain('永続化されていません');
      expect(note).not.toContain('Safari');
    }
    await network.goOnline();
    await until(
      'the change to be sent',
      () => run(tab, () => document.querySelector('header')?.textContent ?? ''),
      (text) => !text.includes('送信待ちの変更'),
      { tab, timeoutMs: 60_000 },
    );
  });

  it('photos: the picker asks for the formats the app takes, and an HEIC gets the clear message', async () => {
    keepEvidence(suite, 'photo formats');
    const { tab } = suite;
    const form = await openPopup(tab, nara);
    const accept = await seeAttribute(tab, form.photoInput, 'accept', /image\/jpeg/);
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(accept.split(',')).toContain(type);
    }
    // Not image/*: with that, iOS would hand over HEIC camera photos unconverted.
    expect(accept).not.toContain('image/*');
    await chooseFile(tab, form.photoInput, HEIC);
    await seeText(tab, form.photoProblem, UNSUPPORTED_TYPE);
    expect(await isShown(tab, form.chosenPhoto)).toBe(false);
  });

  it('fallbacks: with no Background Sync, OffscreenCanvas, Web Locks or BroadcastChannel a visit with a photo is compressed on the page and sent once', async () => {
    keepEvidence(suite, 'fallbacks');
    const { browser, account } = suite;
    const missing = await run(suite.tab, () => ({
      backgroundSync: 'SyncManager' in window,
      offscreenCanvas: typeof OffscreenCanvas === 'function',
      webLocks: 'locks' in navigator && navigator.locks !== undefined,
      broadcastChannel: typeof BroadcastChannel === 'function',
    }));
    // No engine of this tier has Background Sync: the journeys above sent everything without.
    expect(missing.backgroundSync).toBe(false);
    if (!browser.newTabPreparedBy) {
      // WebKit here has the other three; its driver cannot take them away before the app
      // starts, so the page's fallbacks are proven in Firefox (and by the unit tests).
      expect(missing).toMatchObject({
        offscreenCanvas: true,
        webLocks: true,
        broadcastChannel: true,
      });
      return;
    }
    const tab = await browser.newTabPreparedBy(withoutNewerFeatures.toString());
    try {
      await tab.goto('/map');
      expect(
        await run(tab, () => [
          typeof OffscreenCanvas,
          typeof BroadcastChannel,
          typeof (navigator as { locks?: unknown }).locks,
        ]),
      ).toEqual(['undefined', 'undefined', 'undefined']);
      await seeText(tab, shell.accountMenuButton, account.displayName);
      const before = (await serverVisits(account)).length;
      const form = await openPopup(tab, nara);
      await press(tab, form.star(5));
      await chooseFile(tab, form.photoInput, PHOTO);
      await seeAttribute(tab, form.chosenPhoto, 'src', /^blob:/, 30_000);
      await press(tab, form.record);
      await seeText(tab, form.visitedBadge, '訪問済み');
      const visits = await until(
        'the visit to reach the server',
        () => serverVisits(account),
        (list) => list.length > before,
        { tab, timeoutMs: 30_000 },
      );
      const sent = visits.filter((visit) => visit.heritage_site.id === nara.id);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.photos_url).toBeTruthy();
    } finally {
      await tab.close();
    }
  });
}
