/**
 * How the app starts, in order. main.tsx calls startApp with the real steps
 * (start-steps.ts); tests/unit/client/start-app.test.ts calls it with recording ones. Each step
 * starts something and returns at once unless the order needs its end: what must not wait
 * for the network never does.
 */
export interface StartSteps {
  /** Gives the browser its turn (features/map/work-in-slices.ts: the one helper, P5). */
  yieldToBrowser(): Promise<void>;
  /**
   * Lets go of the database whenever the page is frozen into the back/forward cache, and
   * finishes a log-out cut short by that or by a closed tab, now and whenever the page comes
   * back (docs/SYNC.md S23). Settles once the sessions of those log-outs have ended: the
   * session must not be restored before, or the next screen opens signed in as someone who
   * asked to leave.
   */
  finishInterruptedLogOuts(): Promise<void>;
  /**
   * Restores the stored session once `after` settles (guards wait while it loads) and
   * follows it across tabs.
   */
  startSession(after: Promise<void>): void;
  /**
   * The first screen's messages in the reader's language, unless they come with the app
   * (Japanese's): the first screen is drawn in the chosen language, never in another one first
   * (P1). The other screens' messages load with those screens (i18n/screen-messages.ts).
   */
  loadMessages(): Promise<void>;
  /** Whether #root holds the prerendered landing page, in the reader's language. */
  hasPrerenderedPage(): boolean;
  /** The router's first load: the address matched, the route's code loaded. */
  loadRoute(): Promise<void>;
  /**
   * Settles once the route's first load has and the work its screen marked as its own
   * (app/first-screen-work.ts: the catalogue's download on a first visit to the map), either way.
   */
  firstScreenSettled(routeLoaded: Promise<void>): Promise<void>;
  /** Adopts the prerendered page as React's (hydrateRoot), as a transition. */
  hydratePage(): void;
  /** Draws the screen afresh into #root (createRoot), as a transition. */
  renderApp(): void;
  /**
   * Sends what waits, fetches the own visits and wishlist (docs/SYNC.md S13), once someone is
   * signed in or changes wait on this device.
   */
  startOutbox(): void;
  /** Only with the visitor's consent and a configured id. */
  startAnalytics(): void;
  /**
   * The install offer, and the service worker once `after` settles (production builds): its
   * precache must not take the connection and the cores from the first screen (P3).
   */
  startPwa(after: Promise<void>): void;
}

export async function startApp(steps: StartSteps): Promise<void> {
  // The code was evaluated in one task the browser cannot split: the start begins in the
  // next one (P2).
  await steps.yieldToBrowser();
  steps.startSession(steps.finishInterruptedLogOuts());
  // The first render in a task of its own too (P2); as a transition, React yields while it
  // builds the screen.
  await steps.yieldToBrowser();
  await steps.loadMessages();
  let routeLoaded: Promise<void>;
  if (steps.hasPrerenderedPage()) {
    // The route's code first, so the first render matches the markup React adopts.
    routeLoaded = steps.loadRoute();
    await routeLoaded;
    steps.hydratePage();
  } else {
    // The route's load starts before the first render and is not waited for: the screen
    // shows at once with the route's pending screen (the map screen's looks like the instant
    // shell it replaces), and what the load brings is drawn in tasks of its own. Left to the
    // router's first render, the load ran inside that render's commit and drew the screen
    // again, synchronously, in the same task (P2, P4).
    routeLoaded = steps.loadRoute();
    routeLoaded.catch(() => {
      // The route's error page shows what failed; nothing more to do here.
    });
    steps.renderApp();
  }
  // The rest is kept out of the first screen's JavaScript (P1): each step loads its own
  // code. Started once React has the page, so nothing (the install offer) shows before the
  // screen answers, and in a task of its own: asking for their code joined the route's load
  // in one long task (P2).
  await steps.yieldToBrowser();
  steps.startOutbox();
  steps.startAnalytics();
  steps.startPwa(steps.firstScreenSettled(routeLoaded));
}
