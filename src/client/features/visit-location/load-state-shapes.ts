import stateShapesUrl from './state-shapes.json?url';
import { decodeStateShapes, isStateShapesFile, type StateShape } from './state-shapes-file';

let loading: Promise<Map<string, StateShape>> | null = null;

/**
 * The shapes of the shared sites' states, fetched once per page and only when a position is
 * to be placed. A hashed asset, so the service worker precaches it: it answers offline.
 */
export function loadStateShapes(): Promise<Map<string, StateShape>> {
  loading ??= fetch(stateShapesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`state shapes: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((file) => {
      if (!isStateShapesFile(file)) throw new Error('state shapes: not a state shapes file');
      return decodeStateShapes(file);
    });
  // A failed read is tried again next time (the page may have been offline before caching).
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
