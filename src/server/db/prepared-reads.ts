import { type Placeholder, sql } from 'drizzle-orm';
import type { Database } from './connect';

/**
 * Reads built and prepared once per database and shape (PERF.md P7). A statement of many
 * parts (visibility, relations, counts) costs the app more to build and render to text on
 * every call than the database spends running it; a prepared query keeps its text and
 * binds only the values of each call (`sql.placeholder`). The name says the shape, and
 * shapes are few and bounded (signed in or not, page sizes the API bounds), so the map
 * stays small; it goes with its database.
 */
const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

export function preparedOnce<T>(db: Database, name: string, prepare: (name: string) => T): T {
  let byName = preparedByDatabase.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDatabase.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, prepare(name));
  return byName.get(name) as T;
}

/** How a prepared read binds its viewer (`ref` while building, `values` on each call). */
export type ViewerBinding = {
  /** Each is a shape of its own: a visitor's statement asks nothing about a viewer. */
  shape: 'visitor' | 'viewer';
  ref: Placeholder | undefined;
  values: { viewer?: number };
};

export function viewerBinding(viewerId: number | undefined): ViewerBinding {
  return viewerId === undefined
    ? { shape: 'visitor', ref: undefined, values: {} }
    : { shape: 'viewer', ref: sql.placeholder('viewer'), values: { viewer: viewerId } };
}
