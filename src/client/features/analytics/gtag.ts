/**
 * Google Analytics 4 (gtag.js), loaded only by analytics.ts after the visitor accepted
 * cookies and only when the operator configured a measurement id (SPEC.md §1, §4). No
 * inline script (the CSP forbids it): the queue and `gtag` are made here, the library
 * comes from the tag manager host the server's CSP then allows.
 */
type GtagWindow = { dataLayer?: unknown[] };

const SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** gtag.js reads `arguments` objects from the queue, not arrays: keep this a function. */
function gtag(..._args: unknown[]): void {
  const target = globalThis as GtagWindow;
  target.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: gtag.js only understands Arguments objects.
  target.dataLayer.push(arguments);
}

let loadedId: string | null = null;

export function loadGtag(measurementId: string): void {
  if (loadedId !== null) return;
  loadedId = measurementId;
  gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  gtag('js', new Date());
  gtag('config', measurementId, {
    // SPEC.md §7: anonymised IP and no ad signals. Page views are sent by analytics.ts on
    // each route change (a single-page app has one page load).
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    send_page_view: false,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Sends an event once gtag is loaded; before that (or without consent) nothing happens. */
export function gtagLoaded(): boolean {
  return loadedId !== null;
}

export function sendGtagEvent(name: string, params: Record<string, unknown>): void {
  if (loadedId === null) return;
  gtag('event', name, params);
}
