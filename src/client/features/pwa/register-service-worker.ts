/**
 * Registers the service worker (production builds only: main.tsx) and watches for a new
 * version. A new version installs in the background and then waits; the page only says so
 * (update-notice.tsx). It takes over when the user presses reload: SKIP_WAITING, then one
 * reload once it controls the page. Nothing reloads by itself.
 */
import { Workbox } from 'workbox-window';
import { useUpdateStore } from './update-store';

/** How often an open app asks the server for a new sw.js (browsers also do on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;

function offerUpdate(): void {
  useUpdateStore.setState({ waiting: true });
}

/**
 * Only a version found while an earlier one is active is an update. Whether the page has a
 * controller is no test of that: on a first visit WebKit may tell the page that the new
 * worker controls it before it tells the page that the worker left "installed", so the very
 * first install looked like an update waiting under a controller.
 *
 * workbox-window's own "waiting" event stops following updates found more than a minute
 * after registering (it deems them external and drops its listener); an app left open for
 * days must still see every new version, so the registration is watched directly.
 */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const { waiting, active } = registration;
  // Found before this page opened (by another tab, or a visit that was not reloaded).
  if (waiting && active && waiting !== active) offerUpdate();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing || !registration.active) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate();
    });
  });
}

/**
 * A page that opened with no worker and is then taken over by one (the first install claims
 * the open page): from now on the app starts with no network, and it says so, once.
 */
function watchFirstInstall(): void {
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => useUpdateStore.setState({ offlineReady: true }),
    { once: true },
  );
}

export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  watchFirstInstall();
  // Registers after the window's load event: the first screen never competes with precaching.
  void wb
    .register()
    .then((registration) => {
      if (!registration) return;
      watchForUpdates(registration);
      setInterval(() => {
        if (document.visibilityState === 'visible' && navigator.onLine) {
          // A failed check (network gone mid-way) changes nothing: the next one retries.
          wb.update().catch(() => {});
        }
      }, UPDATE_CHECK_MS);
    })
    .catch(() => {
      // No service worker (private mode, blocked): the app still works online.
    });
}

/**
 * The reload button: activate the waiting version, reload once it controls this page. The
 * notice says so at once and offers nothing more: a second press would reload twice, and
 * the page must not go on offering a version that is already taking over.
 */
export async function applyUpdate(): Promise<void> {
  useUpdateStore.setState({ applying: true });
  const registration = await navigator.serviceWorker?.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    // Another tab already switched versions: this page only needs the reload.
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
