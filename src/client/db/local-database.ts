/**
 * The app's local database (IndexedDB through Dexie). Everything the screens
 * show is read from here; the network only fills it.
 *
 * !!! PERSISTED DATA — READ BEFORE EDITING !!!
 * This schema lives in every user's browser. Never change or remove a
 * version that has shipped: add a new `this.version(n + 1)` with the new
 * stores and, where rows must change shape, an `.upgrade()` that migrates
 * them — and a test (tests/unit/client/db) that opens the previous version
 * with data and upgrades it. Losing this data loses visits a traveller
 * recorded offline and has not sent yet.
 *
 * The service worker opens the same database (same name, same versions):
 * keep this module free of React and DOM imports.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { CatalogueSiteRow, SiteDetailRow } from './catalogue-rows';
import type { MetaRow, StoredSession } from './session-rows';

/** IndexedDB database name. Changing it would orphan every user's data. */
export const LOCAL_DATABASE_NAME = 'heritage-passport';

export class LocalDatabase extends Dexie {
  /** Lean site records for the map and the list (no descriptions). */
  sites!: EntityTable<CatalogueSiteRow, 'id'>;
  /** Descriptions and other popup-only texts, one row per site. */
  siteDetails!: EntityTable<SiteDetailRow, 'id'>;
  /** Small facts about the local data, e.g. the catalogue version. */
  meta!: EntityTable<MetaRow, 'key'>;
  /** The signed-in session (user and tokens); at most one row, key 'current'. */
  session!: EntityTable<StoredSession, 'key'>;

  constructor(name = LOCAL_DATABASE_NAME) {
    super(name);
    // Version 1 (first release). Index syntax: first entry is the primary key,
    // '*' marks a multi-entry index over an array.
    this.version(1).stores({
      sites: 'id, heritage_type, region_en, *country_codes',
      siteDetails: 'id',
      meta: 'key',
      session: 'key',
    });
  }
}

/** The one database instance of this page (or service worker). */
export const localDatabase = new LocalDatabase();
