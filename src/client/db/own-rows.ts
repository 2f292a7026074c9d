/**
 * The signed-in user's own visits and wishlist as this device knows them: the
 * server's copy plus every change still waiting in the outbox (optimistic).
 * Screens read these rows; the outbox (client/sync) is what sends changes.
 *
 * !!! PERSISTED DATA !!! These rows live in IndexedDB and outbox entries keep
 * copies of them for rollback (docs/SYNC.md S7). Changing a shape needs a new
 * Dexie version with an upgrade and a test (db/local-database.ts).
 */
import type { Visibility } from '../../shared/api/visibility';

/** What the user said about a visit (the form's fields). */
export type VisitFields = {
  rating: number;
  comment: string;
  /** ISO date, YYYY-MM-DD. */
  visited_date: string;
  /**
   * For a site spanning several countries, the one whose part was visited (ISO alpha-2,
   * lower case). Optional, so rows and outbox entries stored before it existed stay valid
   * without a new database version: absent means the site's first listed state, which is
   * what the server records when none is named (docs/COUNTING.md).
   */
  country_code?: string;
  /**
   * Set only by an import of a file that says them (docs/EXPORT.md I2): absent, a new visit
   * takes the server's defaults and an edit keeps what the server holds. OPTIONAL ON PURPOSE,
   * like country_code: stored rows and entries without them stay valid.
   */
  notes?: string;
  visibility?: Visibility;
  share_to_feed?: boolean;
};

/** The server's copy of a visit's photo. */
export type VisitPhotoRef = { url: string; thumbnailUrl: string };

export type OwnVisitRow = VisitFields & {
  userId: number;
  siteId: number;
  /** The server's visit id, or null while the server has not confirmed it. */
  serverId: number | null;
  /** The photo the server holds; a photo still waiting to be sent lives in its outbox entry. */
  photo: VisitPhotoRef | null;
  /**
   * What the server last said of the visit beyond the form's fields, for the device's own
   * export (docs/EXPORT.md E2). OPTIONAL ON PURPOSE: rows stored before it existed, and
   * visits the server has not confirmed, lack it; a new field with no index needs no new
   * Dexie version.
   */
  server?: VisitServerRecord;
};

export type VisitServerRecord = {
  notes: string;
  visibility: Visibility;
  share_to_feed: boolean;
  created_at: string;
  updated_at: string;
};

export type WishlistFields = {
  /** 3 high, 2 medium, 1 low. */
  priority: number;
  notes: string;
};

export type WishlistRow = WishlistFields & {
  userId: number;
  siteId: number;
  /** The server's item id, or null while the server has not confirmed it. */
  serverId: number | null;
  /** ISO date-time the site was added (this device's clock until the server answers). */
  addedAt: string;
};
