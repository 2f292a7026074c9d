// Runs in <head> of the prerendered pages, before their first paint (see
// src/client/prerender/prerendered.ts). Marks <html> when the visitor has not answered the
// cookie question, so that CSS shows the prerendered banner only then. Reads the same key
// and values as src/client/features/consent/consent-store.ts (checked by
// tests/unit/client/consent-boot-script.test.ts).
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('cookieConsent');
  } catch {
    // Storage refused: the app will ask, so the banner shows.
  }
  if (stored !== 'accepted' && stored !== 'declined') {
    document.documentElement.setAttribute('data-consent-unanswered', '');
  }
})();
