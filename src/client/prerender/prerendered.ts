/**
 * What the pages prerendered at build time (scripts/prerender-pages.ts) and the app agree on.
 * Nothing but constants: the build script, the app's entry and Node's renderer all read it.
 */

/** On #root when it holds the prerendered landing page (in Japanese) for the app to hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The classic script every prerendered page runs in <head>, before its first paint
 * (public/boot/consent-state.js, written into the page by the build). It marks <html> with
 * CONSENT_UNANSWERED_ATTRIBUTE when the visitor has not answered the cookie question; only
 * then does CSS show the prerendered banner (cookie-banner.css). Answered visitors never see it flash, and a browser without
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
