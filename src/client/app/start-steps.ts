/**
 * The real steps of the app's start; start-app.ts says in which order they run.
 * No JSX here, so this is not a screen: it may start the database's own work (S23).
 */
import { RouterProvider } from '@tanstack/react-router';
import { createElement, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { releaseDatabaseWhenFrozen } from '../db/frozen-page';
import { localDatabase } from '../db/local-database';
import { startSession } from '../features/auth/session-store';
import { endInterruptedSessions, finishInterruptedLogOuts } from '../features/auth/sign-out-data';
import { yieldToBrowser } from '../features/map/work-in-slices';
import { whenOutboxIsNeeded } from '../features/outbox/outbox-needed';
// The locale store sets <html lang> on import, before the first paint.
import { loadCatalogue } from '../i18n/catalogues';
import { useLocaleStore } from '../i18n/locale-store';
import { PRERENDERED_ATTRIBUTE } from '../prerender/prerendered';
import { firstScreenWorkSettled } from './first-screen-work';
import { router } from './router';
import type { StartSteps } from './start-app';

function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  return container;
}

const app = () => createElement(StrictMode, null, createElement(RouterProvider, { router }));

export const appStartSteps: StartSteps = {
  yieldToBrowser,

  finishInterruptedLogOuts() {
    releaseDatabaseWhenFrozen(localDatabase);
    const sessionsEnded = endInterruptedSessions();
    void sessionsEnded.then((intents) => finishInterruptedLogOuts(intents)).catch(() => {});
    window.addEventListener('pageshow', (event: PageTransitionEvent) => {
      if (event.persisted) void finishInterruptedLogOuts().catch(() => {});
    });
    return sessionsEnded.then(
      () => {},
      () => {},
    );
  },

  startSession(after) {
    // When the server refuses the refresh token, the user is asked to sign in again.
    startSession({ onExpired: () => void router.navigate({ to: '/login' }), after });
  },

  loadMessages: () => loadCatalogue(useLocaleStore.getState().locale),

  // The prerendered landing page is Japanese; a visitor who chose English gets it drawn
  // afresh (it stays on the screen until React's first commit replaces it).
  hasPrerenderedPage: () =>
    rootElement().hasAttribute(PRERENDERED_ATTRIBUTE) && useLocaleStore.getState().locale === 'ja',

  loadRoute: () => router.load(),

  firstScreenSettled: (routeLoaded) =>
    routeLoaded.then(firstScreenWorkSettled, firstScreenWorkSettled),

  hydratePage() {
    // What the visitor already sees stays and costs no second layout (P4).
    const container = rootElement();
    startTransition(() => {
      hydrateRoot(container, app());
    });
  },

  renderApp() {
    const root = createRoot(rootElement());
    startTransition(() => {
      root.render(app());
    });
  },

  startOutbox() {
    // Its code loads once it has work (P1): a visitor with nothing waiting never needs it.
    whenOutboxIsNeeded(() => {
      void import('../features/outbox/start-outbox').then((m) => m.startOutbox());
    });
  },

  startAnalytics() {
    void import('../features/analytics/analytics').then((m) => m.startAnalytics(router));
  },

  startPwa(after) {
    if (import.meta.env.PROD) {
      void import('../features/pwa/start-pwa').then((m) => m.startPwa(after));
    }
  },
};
