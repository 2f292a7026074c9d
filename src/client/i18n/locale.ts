/** The locales the interface speaks. Japanese is the product's language and the default. */
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';

/** Region-qualified tags for Intl, so dates and numbers follow one convention per locale. */
export const INTL_TAGS: Record<Locale, string> = { ja: 'ja-JP', en: 'en-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Each language named in itself, so a reader can find their own language whatever the page
 * currently shows. Deliberately not in the catalogues: these never translate.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = { ja: '日本語', en: 'English' };
