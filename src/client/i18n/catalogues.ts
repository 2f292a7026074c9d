import { ja, type Messages } from './ja';
import type { Locale } from './locale';

// Japanese, the product's language, comes with the app; English is a chunk of its own,
// fetched when a reader chooses it (docs/PERF.md P1: it is about half the messages).
const loaded: Partial<Record<Locale, Messages>> = { ja };

/** The messages of `locale` once loaded (loadCatalogue); Japanese until then. */
export function catalogueOf(locale: Locale): Messages {
  return loaded[locale] ?? ja;
}

/** Loads the messages of `locale`; the app waits for it before it shows the language. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  if (locale === 'en') loaded.en = (await import('./en')).en;
}
