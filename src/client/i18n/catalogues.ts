import type { Messages } from './ja';
import { jaFirstScreen } from './ja-first-screen';
import type { Locale } from './locale';

/**
 * A language's messages come in two parts (docs/PERF.md P1): the first screen's (the shell,
 * the landing page) and the other screens'. Japanese's first part comes with the app; every
 * other part is a chunk of its own, loaded when a screen (screen-messages.ts) or a reader's
 * choice of language needs it.
 */
export type CataloguePart = 'first-screen' | 'screens';

const PARTS: Record<Locale, Record<CataloguePart, () => Promise<Partial<Messages>>>> = {
  ja: {
    'first-screen': async () => jaFirstScreen,
    screens: async () => (await import('./ja-screens')).jaScreens,
  },
  en: {
    'first-screen': async () => (await import('./en-first-screen')).enFirstScreen,
    screens: async () => (await import('./en-screens')).enScreens,
  },
};

const catalogues: Record<Locale, Partial<Messages>> = { ja: { ...jaFirstScreen }, en: {} };
const loadedParts: Record<Locale, Set<CataloguePart>> = {
  ja: new Set(['first-screen']),
  en: new Set(),
};
/** The parts the app has needed so far, in any language: a language switch loads them all. */
const neededParts = new Set<CataloguePart>(['first-screen']);
const inFlight = new Map<string, Promise<void>>();

/** The messages of `locale` loaded so far (a screen is shown once its part is). */
export function catalogueOf(locale: Locale): Partial<Messages> {
  return catalogues[locale];
}

function loadPart(locale: Locale, part: CataloguePart): Promise<void> {
  if (loadedParts[locale].has(part)) return Promise.resolve();
  const key = `${locale}:${part}`;
  let loading = inFlight.get(key);
  if (!loading) {
    loading = PARTS[locale]
      [part]()
      .then((messages) => {
        Object.assign(catalogues[locale], messages);
        loadedParts[locale].add(part);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
  }
  return loading;
}

/**
 * Loads every part the app has needed so far in `locale`, including one a screen asked for
 * meanwhile; the app waits for it before it shows the language.
 */
export async function loadCatalogue(locale: Locale): Promise<void> {
  for (;;) {
    const missing = [...neededParts].filter((part) => !loadedParts[locale].has(part));
    if (missing.length === 0) return;
    await Promise.all(missing.map((part) => loadPart(locale, part)));
  }
}

/**
 * Loads `part` in the language shown (`shownLocale`), again if the reader switched languages
 * while it loaded, so the screen that waits for it never lacks a message.
 */
export async function loadCataloguePart(
  part: CataloguePart,
  shownLocale: () => Locale,
): Promise<void> {
  neededParts.add(part);
  for (;;) {
    const locale = shownLocale();
    if (loadedParts[locale].has(part)) return;
    await loadPart(locale, part);
  }
}
