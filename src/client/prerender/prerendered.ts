/**
 * What the pages prerendered at build time (scripts/prerender-pages.ts) and the app agree on.
 * Nothing but constants: the build script, the app's entry and Node's renderer all read it.
 */

/** On #root when it holds a prerendered page (in Japanese) for the app to adopt. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The classic script every prerendered page runs in <head>, before its first paint
 * (public/boot/consent-state.js, written into the page by the build). It marks <html> with CONSENT_UNANSWERED_ATTRIBUTE when the
 * visitor has not answered the cookie question; only then does CSS show the prerendered
 * banner (cookie-banner.css). Answered visitors never see it flash, and a browser without
 * JavaScript never shows buttons that cannot work.
 */
export const CONSENT_BOOT_SCRIPT = '/boot/consent-state.js';

/** Where the build writes the inline scripts' hashes; it lives in src/shared for the server. */
export { INLINE_SCRIPT_HASHES_FILE } from '../../shared/inline-script-hashes';
export const CONSENT_UNANSWERED_ATTRIBUTE = 'data-consent-unanswered';

/**
 * The same script answers a press on the prerendered banner's buttons (they carry
 * `data-consent-answer`) while the app is still on its way: it stores the answer, hides the
 * banner and announces the answer with this event, which the consent store hears if it is
 * already running (otherwise it reads the stored answer when it starts).
 */
export const CONSENT_ANSWERED_EVENT = 'heritage-passport:consent-answered';

/**
 * The digest of the Suspense boundary a prerendered page leaves to the browser (the map
 * route's part of the map screen). React reads a boundary marked `<!--$!-->` as "the server
 * could not render this", renders it afresh instead of adopting it, and reports that as a
 * recoverable error with this digest, which main.tsx expects and does not report.
 */
export const CLIENT_RENDERED_DIGEST = 'heritage-passport:client-rendered';

/**
 * The name on window of the buttons pressed on a prerendered page before the app adopted
 * it, in order: prerendered-page-start.js keeps them (the build passes it this name) and
 * early-presses.ts presses them again once the app has the page.
 */
export const EARLY_PRESSES_GLOBAL = 'heritagePassportEarlyPresses';
