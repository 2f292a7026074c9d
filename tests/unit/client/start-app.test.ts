import { describe, expect, it } from 'vitest';
import { type StartSteps, startApp } from '../../../src/client/app/start-app';

/** Steps that record their names, in the order they are called; the route loads when told. */
function recordingSteps(options: { prerendered: boolean }) {
  const calls: string[] = [];
  let finishRouteLoad = () => {};
  const sessionsEnded = Promise.resolve();
  let sessionStartedAfter: Promise<void> | undefined;
  let routeLoad: Promise<void> | undefined;
  let settledAfterRoute: Promise<void> | undefined;
  const firstScreenSettled = Promise.resolve();
  let pwaStartedAfter: Promise<void> | undefined;
  const record = (name: string) => () => {
    calls.push(name);
  };
  const steps: StartSteps = {
    yieldToBrowser: async () => {
      calls.push('yield');
    },
    finishInterruptedLogOuts: () => {
      calls.push('finish interrupted log-outs');
      return sessionsEnded;
    },
    startSession: (after) => {
      calls.push('session');
      sessionStartedAfter = after;
    },
    loadMessages: async () => {
      calls.push('messages');
    },
    hasPrerenderedPage: () => {
      calls.push('prerendered page?');
      return options.prerendered;
    },
    loadRoute: () => {
      calls.push('route load');
      routeLoad = new Promise<void>((resolve) => {
        finishRouteLoad = () => {
          calls.push('route loaded');
          resolve();
        };
      });
      return routeLoad;
    },
    firstScreenSettled: (routeLoaded) => {
      calls.push('first screen settled?');
      settledAfterRoute = routeLoaded;
      return firstScreenSettled;
    },
    hydratePage: record('hydrate'),
    renderApp: record('render'),
    startOutbox: record('outbox'),
    startAnalytics: record('analytics'),
    startPwa: (after) => {
      calls.push('pwa');
      pwaStartedAfter = after;
    },
  };
  return {
    steps,
    calls,
    finishRouteLoad: () => finishRouteLoad(),
    /** Whether the session waits for the interrupted log-outs' sessions to end (S23). */
    sessionWaitsForLogOuts: () => sessionStartedAfter === sessionsEnded,
    /** Whether the service worker waits for the first screen, which waits for the route's load. */
    pwaWaitsForFirstScreen: () =>
      routeLoad !== undefined &&
      settledAfterRoute === routeLoad &&
      pwaStartedAfter === firstScreenSettled,
  };
}

describe('the app’s start', () => {
  it('finishes interrupted log-outs, starts the session, loads the language’s messages, starts the route’s load and renders without waiting for it, then, in a task of their own, the outbox, analytics and the PWA, whose service worker waits for the first screen', async () => {
    const { steps, calls, finishRouteLoad, sessionWaitsForLogOuts, pwaWaitsForFirstScreen } =
      recordingSteps({ prerendered: false });
    await startApp(steps);
    expect(sessionWaitsForLogOuts()).toBe(true);
    expect(pwaWaitsForFirstScreen()).toBe(true);
    expect(calls).toEqual([
      'yield',
      'finish interrupted log-outs',
      'session',
      'yield',
      'messages',
      'prerendered page?',
      'route load',
      'render',
      'yield',
      'outbox',
      'analytics',
      'first screen settled?',
      'pwa',
    ]);
    finishRouteLoad();
  });

  it('hydrates a prerendered page only once the route’s code is loaded, and starts the rest after', async () => {
    const { steps, calls, finishRouteLoad, pwaWaitsForFirstScreen } = recordingSteps({
      prerendered: true,
    });
    const started = startApp(steps);
    await expect.poll(() => calls.at(-1)).toBe('route load');
    // Nothing else starts while the route loads.
    expect(calls).not.toContain('hydrate');
    expect(calls).not.toContain('outbox');
    finishRouteLoad();
    await started;
    expect(calls).toEqual([
      'yield',
      'finish interrupted log-outs',
      'session',
      'yield',
      'messages',
      'prerendered page?',
      'route load',
      'route loaded',
      'hydrate',
      'yield',
      'outbox',
      'analytics',
      'first screen settled?',
      'pwa',
    ]);
    expect(pwaWaitsForFirstScreen()).toBe(true);
  });
});
