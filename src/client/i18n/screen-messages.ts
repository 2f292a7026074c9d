import { loadCataloguePart } from './catalogues';
import { useLocaleStore } from './locale-store';

/**
 * The messages of the screens after the first one, in the reader's language. Every route but
 * the landing page waits for them in its loader, which runs beside the loading of the route's
 * code: the landing page does without them (docs/PERF.md P1).
 */
export function loadScreenMessages(): Promise<void> {
  return loadCataloguePart('screens', () => useLocaleStore.getState().locale);
}
