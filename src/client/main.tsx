import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { router } from './app/router';
import { releaseDatabaseWhenFrozen } from './db/frozen-page';
import { localDatabase } from './db/local-database';
import { startSession } from './features/auth/session-store';
import { finishInterruptedLogOuts } from './features/auth/sign-out-data';
// The locale store sets <html lang> on import; load it before the first paint.
import { useLocaleStore } from './i18n/locale-store';
import { PRERENDERED_ATTRIBUTE } from './prerender/prerendered';
import './styles/global.css';

// The app starts in the task after its code has run. Evaluating the code is one task the
// browser cannot split; starting (the session's database, the route's loaders, which fetch
// the screen's code, and the first render) in the same task made it a long task on a phone
// (issue #6: 54-77 ms in Lighthouse's trace at FCP, four times that on a phone).
setTimeout(startApp, 0);

function startApp(): void {
  // A page kept in the back/forward cache lets go of the database; a log-out cut short by
  // that, or by a closed tab, is finished now and when the page comes back
  // (docs/SYNC.md S23).
  releaseDatabaseWhenFrozen(localDatabase);
  const finishLogOuts = () => void finishInterruptedLogOuts().catch(() => {});
  finishLogOuts();
  window.addEventListener('pageshow', (event: PageTransitionEvent) => {
    if (event.persisted) finishLogOuts();
  });
  // Restore the stored session (guards wait while it loads) and follow it across tabs. When
  // the server refuses the refresh token, the user is asked to sign in again.
  startSession({ onExpired: () => void router.navigate({ to: '/login' }) });
  // The screen, a task later again: the session's start and the screen's first render were
  // still one task of 29-59 ms in Lighthouse's traces.
  setTimeout(renderApp, 0);
}

function renderApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // The landing page comes prerendered, in Japanese (scripts/prerender-pages.ts).
  const adoptable =
    container.hasAttribute(PRERENDERED_ATTRIBUTE) && useLocaleStore.getState().locale === 'ja';
  if (adoptable) {
    // React adopts the markup that is already on the screen instead of building it again, so
    // the start costs no second layout of the whole page and what the visitor already sees
    // stays (P4). The route's code is loaded first so the first render matches the markup.
    // As a transition, adopting the page yields to the browser every few milliseconds instead
    // of holding the main thread until the whole screen is done (P2).
    void router.load().then(() => {
      startTransition(() => {
        hydrateRoot(container, app);
      });
      startBackgroundWork();
    });
  } else {
    // Any other screen, the map screen's instant shell, or the landing page for a visitor who
    // chose English: drawn from scratch (over the prerendered markup, which stays on the screen
    // until React's first commit replaces it). As a transition the first render yields to the
    // browser every few milliseconds instead of holding the main thread until the whole screen
    // is built (P2).
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
    startBackgroundWork();
  }
}

/**
 * The rest starts as soon as its code arrives, kept out of the first screen's JavaScript
 * (issue #6 budget): the outbox (send what waits, fetch the own visits and wishlist;
 * docs/SYNC.md S13), analytics (nothing loads unless the visitor accepted cookies and an
 * operator configured an id) and, in production builds only, the service worker and the
 * install prompt.
 */
function startBackgroundWork(): void {
  void import('./features/outbox/start-outbox').then((m) => m.startOutbox());
  void import('./features/analytics/analytics').then((m) => m.startAnalytics(router));
  if (import.meta.env.PROD) void import('./features/pwa/start-pwa').then((m) => m.startPwa());
}
