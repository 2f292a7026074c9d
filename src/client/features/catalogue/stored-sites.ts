import { useLiveQuery } from 'dexie-react-hooks';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import { readAllSites } from '../../db/catalogue-store';
import { localDatabase } from '../../db/local-database';

/**
 * Every stored site, lean rows only; undefined while IndexedDB is being read. Apart from
 * queries.ts, which brings the catalogue's download code with it: the header of every
 * screen names sites with this alone.
 */
export function useStoredSites(): CatalogueSiteRow[] | undefined {
  return useLiveQuery(() => readAllSites(localDatabase), []);
}
