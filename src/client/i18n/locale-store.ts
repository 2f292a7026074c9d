import { create } from 'zustand';
import { storedChoice } from '../app/stored-choice';
import { loadCatalogue } from './catalogues';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

// ─── PERSISTED STORAGE KEY ──────────────────────────────────────────────────────────────
// localStorage['locale'] holds the chosen interface language ('ja' | 'en'). Users' browsers
// already hold this key: renaming it or changing its values silently resets their choice.
export const LOCALE_STORAGE_KEY = 'locale';
// ────────────────────────────────────────────────────────────────────────────────────────

// Storage can be unavailable (privacy modes, blocked cookies): Japanese then.
const storedLocale = storedChoice(LOCALE_STORAGE_KEY, (stored) =>
  isLocale(stored) ? stored : DEFAULT_LOCALE,
);

interface LocaleState {
  locale: Locale;
  /** Loads the language's messages, then switches to it. */
  setLocale: (locale: Locale) => Promise<void>;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: storedLocale.read(),
  setLocale: async (locale) => {
    // The screen changes language once it has the language's messages, never before.
    await loadCatalogue(locale);
    storedLocale.write(locale);
    set({ locale });
  },
}));

// <html lang> tells screen readers and fonts which language the page is in; keep it in step
// with the store from the first render on.
function applyDocumentLanguage(locale: Locale): void {
  // No document when pages are prerendered at build time (src/client/prerender).
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
applyDocumentLanguage(useLocaleStore.getState().locale);
useLocaleStore.subscribe((state) => applyDocumentLanguage(state.locale));

export function useLocale(): Locale {
  return useLocaleStore((state) => state.locale);
}
