/**
 * The app's service worker seen from a page, in any engine (tests/e2e/pages/service-worker.ts
 * is the Chromium tier's twin, over Playwright).
 */
import type { EngineTab } from '../support/engine';
import { run } from '../support/in-page';
import { until } from '../support/wait';

type WorkerSnapshot = {
  controller: string | null;
  active: string | null;
  waiting: string | null;
  installing: string | null;
};

/** Which workers the registration holds, by state; null while there is no registration. */
export function workerSnapshot(tab: EngineTab): Promise<WorkerSnapshot | null> {
  return run(tab, async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return null;
    return {
      controller: navigator.serviceWorker.controller?.state ?? null,
      active: registration.active?.state ?? null,
      waiting: registration.waiting?.state ?? null,
      installing: registration.installing?.state ?? null,
    };
  });
}

/**
 * Until a worker controls the page and no other version is on its way. (Not "activated":
 * WebKit may go on reporting "activating" to a page long after the worker took it.)
 */
export async function waitUntilSettled(tab: EngineTab, timeoutMs = 60_000): Promise<void> {
  await until(
    'a service worker to control the page with nothing installing or waiting',
    () => workerSnapshot(tab),
    (s) => s !== null && s.controller !== null && s.waiting === null && s.installing === null,
    { tab, timeoutMs },
  );
}

/** Asks the browser to check for a new sw.js now (as it does on navigations). */
export async function checkForUpdate(tab: EngineTab): Promise<void> {
  await run(tab, async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

/**
 * Asks the controlling worker a question over a MessageChannel; null when it does not answer
 * within a second (the app's own worker answers no questions).
 */
export function askWorker(tab: EngineTab, question: string): Promise<unknown> {
  return run(
    tab,
    (message: string) =>
      new Promise((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        setTimeout(() => resolve(null), 1000);
        controller.postMessage(message, [channel.port2]);
      }),
    question,
  );
}

/**
 * From now on the page remembers every text its update notice ever showed (read with
 * updateNoticeTexts): a notice shown for an instant and gone again still counts.
 */
export function recordUpdateNotices(tab: EngineTab): Promise<void> {
  return run(tab, () => {
    const w = window as unknown as { __updateNotices?: string[] };
    if (w.__updateNotices) return;
    const seen: string[] = [];
    w.__updateNotices = seen;
    const read = () => {
      const region = document.querySelector('[role="status"][aria-label="アプリの更新"]');
      const text = (region?.textContent ?? '').trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    read();
    new MutationObserver(read).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

export function updateNoticeTexts(tab: EngineTab): Promise<string[]> {
  return run(
    tab,
    () => (window as unknown as { __updateNotices?: string[] }).__updateNotices ?? [],
  );
}
