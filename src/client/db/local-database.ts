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
import { Dexie, type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { OutboxEntry } from '../sync/outbox-entry';
import type { SiteChunkRow, SiteDetailChunkRow } from './catalogue-rows';
import { trackRunningTransactions } from './frozen-page';
import type { OwnVisitRow, WishlistRow } from './own-rows';
import type { ReadCacheRow } from './read-cache-rows';
import type { MetaRow, StoredSession } from './session-rows';
import type { BlockRow, CommentRow, FollowRow, LikeRow, NoticeRow } from './social-rows';

/** IndexedDB database name. Changing it would orphan every user's data. */
export const LOCAL_DATABASE_NAME = 'heritage-passport';

export class LocalDatabase extends Dexie {
  /**
   * The catalogue's lean site records (no descriptions) for the map and the list, packed
   * SITES_PER_CHUNK to a row. Read through db/catalogue-store.ts, never directly.
   */
  siteChunks!: EntityTable<SiteChunkRow, 'chunk'>;
  /** Descriptions and other popup-only texts, packed by site id (detailChunkOf). */
  siteDetailChunks!: EntityTable<SiteDetailChunkRow, 'chunk'>;
  /** Small facts about the local data, e.g. the catalogue version. */
  meta!: EntityTable<MetaRow, 'key'>;
  /** The signed-in session (user and tokens); at most one row, key 'current'. */
  session!: EntityTable<StoredSession, 'key'>;
  /** The signed-in users' own visits, one per user and site (db/own-rows.ts). */
  visits!: Table<OwnVisitRow, [number, number]>;
  /** The signed-in users' wishlists, one row per user and site (db/own-rows.ts). */
  wishlist!: Table<WishlistRow, [number, number]>;
  /** Changes not yet confirmed by the server, photos included (sync/outbox-entry.ts). */
  outbox!: EntityTable<OutboxEntry, 'id'>;
  /** The signed-in users' likes as wanted or last confirmed, per user and post (db/social-rows.ts). */
  likes!: Table<LikeRow, [number, number]>;
  /** Follows as wanted or last confirmed, per user and followed user. */
  follows!: Table<FollowRow, [number, number]>;
  /** Blocks as wanted or last confirmed, per user and blocked user. */
  blocks!: Table<BlockRow, [number, number]>;
  /** The users' own comments made on this device until their threads show them. */
  comments!: EntityTable<CommentRow, 'clientId'>;
  /** Dropped changes the user has not seen yet (docs/SYNC.md S21). */
  notices!: EntityTable<NoticeRow, 'id'>;
  /** The last answer of each remote view, per user (db/read-cache-rows.ts). */
  readCache!: Table<ReadCacheRow, [number, string]>;

  /** `options`: e.g. the catalogue worker's relaxed durability (its data can be downloaded again). */
  constructor(name = LOCAL_DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    // Known running transactions, so a page frozen into the back/forward cache can let go
    // of them (docs/SYNC.md S23).
    this.use(trackRunningTransactions);
    // Version 1 (first release). Index syntax: first entry is the primary key,
    // '*' marks a multi-entry index over an array. The catalogue tables are a copy of the
    // server's catalogue, replaced whole in one transaction by db/catalogue-store.ts (the
    // version in `meta` says which copy); row shapes in db/catalogue-rows.ts. Sites are
    // packed many to a row: IndexedDB's cost is per record, and a record per site made
    // writing them alone the larger part of a first visit's wait (docs/PERF.md P3, P6).
    this.version(1).stores({
      siteChunks: 'chunk',
      siteDetailChunks: 'chunk',
      meta: 'key',
      session: 'key',
    });
    // Version 2: the own visits and wishlist, and the outbox that sends changes to them
    // (docs/SYNC.md). New tables only, so no upgrade function: version-1 data is kept as it
    // is (tests/unit/client/db/local-database-upgrade.test.ts opens a v1 database and checks).
    // Rows are keyed by [userId+siteId] so two accounts on one device never mix. Outbox
    // entries: 'createdAt' orders sending (S8), '[userId+target]' finds what a new change
    // coalesces with (S4).
    this.version(2).stores({
      visits: '[userId+siteId], userId',
      wishlist: '[userId+siteId], userId',
      outbox: 'id, createdAt, [userId+target]',
    });
    // Version 3: the social changes that go through the outbox (docs/SYNC.md S18–S21). New
    // tables only, so no upgrade function: version-2 rows and outbox entries are kept as they
    // are (tests/unit/client/db/local-database-upgrade.test.ts opens a v2 database and
    // checks). Keyed per user like the own rows; 'userId' serves the logout purge.
    // Comments: by their client id, '[userId+postId]' and '[userId+siteId]' find a thread's.
    this.version(3).stores({
      likes: '[userId+postId], userId',
      follows: '[userId+targetUserId], userId',
      blocks: '[userId+targetUserId], userId',
      comments: 'clientId, userId, [userId+postId], [userId+siteId]',
      notices: 'id, userId',
    });
    // Version 4: the last answers of remote views (feed pages, profiles, lists of travellers),
    // shown offline with their age. A new table only, so no upgrade function: earlier data is
    // kept as it is (tests/unit/client/db/local-database-upgrade.test.ts). Keyed by
    // [userId+key] so two accounts on one device never mix, and a log-out deletes one user's
    // rows by the key's first part.
    this.version(4).stores({
      readCache: '[userId+key]',
    });
  }
}

/**
 * The one database instance of this page (or service worker). Strict durability: a visit
 * recorded offline must be on disk when the command returns (docs/SYNC.md S1); Chromium's
 * default lets a crash lose the last transactions. The catalogue, which can always be
 * downloaded again, is written through relaxed instances instead.
 */
export const localDatabase = new LocalDatabase(LOCAL_DATABASE_NAME, {
  chromeTransactionDurability: 'strict',
});
