import { create } from 'zustand';
import { storedChoice } from '../../app/stored-choice';
import { CONSENT_ANSWERED_EVENT } from '../../prerender/prerendered';

export type CookieConsent = 'accepted' | 'declined';

// ─── PERSISTED STORAGE KEY ──────────────────────────────────────────────────────────────
// localStorage['cookieConsent'] = 'accepted' | 'declined' (SPEC.md §3 browser storage).
// Users' browsers already hold this key and analytics will read it: renaming the key or
// changing its values re-asks everyone and can record consent nobody gave.
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
// ────────────────────────────────────────────────────────────────────────────────────────

const storedConsent = storedChoice(COOKIE_CONSENT_STORAGE_KEY, (stored) =>
  stored === 'accepted' || stored === 'declined' ? stored : null,
);

interface ConsentState {
  /** null until the visitor answers the banner. */
  consent: CookieConsent | null;
  answer: (consent: CookieConsent) => void;
}

export const useConsentStore = create<ConsentState>()((set) => ({
  consent: storedConsent.read(),
  answer: (consent) => {
    // Unpersisted, the answer still hides the banner for this visit.
    storedConsent.write(consent);
    set({ consent });
  },
}));

// The prerendered pages' banner can be answered before the app has taken it over
// (public/boot/consent-state.js stores the answer and announces it).
if (typeof window !== 'undefined') {
  window.addEventListener(CONSENT_ANSWERED_EVENT, (event) => {
    const answer = (event as CustomEvent<unknown>).detail;
    if (answer === 'accepted' || answer === 'declined')
      useConsentStore.setState({ consent: answer });
  });
}
