// Runs in <head> of the prerendered pages, before their first paint (see
// src/client/prerender/prerendered.ts). Reads and writes the same key and values as
// src/client/features/consent/consent-store.ts (checked by
// tests/unit/client/consent/consent-boot-script.test.ts).
(() => {
  const KEY = 'cookieConsent';
  let stored = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // Storage refused: the app will ask, so the banner shows.
  }
  // Only a visitor who has not answered sees the prerendered banner (cookie-banner.css).
  if (stored !== 'accepted' && stored !== 'declined') {
    document.documentElement.setAttribute('data-consent-unanswered', '');
  }
  // The prerendered banner shows before the app runs; an answer given then must not be lost.
  // Once the app has taken the banner over (it drops the prerendered class), React answers.
  document.addEventListener('click', (event) => {
    const target = event.target;
    const button =
      target instanceof Element
        ? target.closest('.cookie-banner--prerendered [data-consent-answer]')
        : null;
    if (!button) return;
    const answer = button.getAttribute('data-consent-answer');
    if (answer !== 'accepted' && answer !== 'declined') return;
    try {
      localStorage.setItem(KEY, answer);
    } catch {
      // Unstored, the app still hears the answer below if it is already running.
    }
    document.documentElement.removeAttribute('data-consent-unanswered');
    window.dispatchEvent(new CustomEvent('heritage-passport:consent-answered', { detail: answer }));
  });
})();
