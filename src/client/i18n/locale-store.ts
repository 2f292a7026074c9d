import { create } from 'zustand';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

// ─── PERSISTED STORAGE KEY ──────────────────────────────────────────────────────────────
// localStorage['locale'] holds the chosen interface language ('ja' | 'en'). Users' browsers
// already hold this key: renaming it or changing its values silently resets their choice.
export const LOCALE_STORAGE_KEY = 'locale';
// ────────────────────────────────────────────────────────────────────────────────────────

function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be unavailable (privacy modes, blocked cookies): fall back to Japanese.
    return DEFAULT_LOCALE;
  }
}

function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable: the choice still holds for this visit.
  }
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: readStoredLocale(),
  setLocale: (locale) => {
    storeLocale(locale);
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
