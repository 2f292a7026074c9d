import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { escapeLike, likeContains } from './like-pattern';
import {
  pageOf,
  type UserIdsPage,
  type UserPage,
  type UserSelection,
  userIdsPage,
  visibleUser,
} from './social-users-repository';

/**
 * The user search: travellers whose folded username or display name holds the folded query,
 * an exact account name first, then names that start with it, in the viewer's eyes (not
 * those who blocked them). Read through the trigram index, or through the index of one- and
 * two-character pieces for a query without a trigram (docs/PERF.md P8).
 */
export function searchUsers(
  db: Database,
  folded: string,
  viewerId: number | undefined,
  page: { limit: number; offset: number },
): Promise<UserPage> {
  return pageOf(db, viewerId, userSearchParts(folded, viewerId), page);
}

/** A page of the search's matches as everyone sees them: ids and count, no users read. */
export function searchMatches(
  db: Database,
  folded: string,
  page: { limit: number; offset: number },
): Promise<UserIdsPage> {
  return userIdsPage(db, userSearchParts(folded, undefined), page);
}

/**
 * pg_trgm finds a pattern through its trigram index, the same way for every pattern, when
 * the pattern holds a word of three letters or digits: its words are what it cuts into
 * trigrams. Without one ('旅', '田中', 'a b') there is no trigram to look up.
 */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * The piece of a query without a trigram that the grams index looks up (migration 0014): its
 * first one or two characters, counted as the database counts them. Every name that holds
 * the query holds this piece; the LIKE beside it keeps only those that hold the whole query.
 */
function gramOf(folded: string): string {
  return Array.from(folded).slice(0, 2).join('');
}

/** The filter and order of the user search; exported so tests can read its plan. */
export function userSearchParts(folded: string, viewerId: number | undefined): UserSelection {
  const contains = sql`u.search_text like ${likeContains(folded)}`;
  const order = sql`(lower(u.username) = ${folded}) desc,
    (u.search_text like ${`${escapeLike(folded)}%`}) desc, u.username`;
  if (HAS_TRIGRAM.test(folded)) {
    // One plan serves every pattern the trigram index can find (bench/kept-plans.ts, P10).
    // A word of three letters matches a few thousand travellers at most, and reading them
    // once for the page and its count beats reading them twice. A piece of one or two
    // letters below can match most travellers: counted with the page, they would all be
    // sorted in full rather than kept to the page's best, which costs more than a second
    // read; and a rare piece leaves the page short, which needs no count.
    return {
      from: sql`where ${contains} and ${visibleUser(viewerId)}`,
      order,
      countedWithPage: true,
    };
  }
  // A rare piece is read from its index, a common one ('a', 'の') by reading the users
  // whole: which is best depends on the piece, so the plan is made for each (P10).
  const piece = sql`user_search_grams(u.search_text) @> array[${gramOf(folded)}]::text[]`;
  return {
    from: sql`where ${piece} and ${contains} and ${visibleUser(viewerId)}`,
    order,
    plannedPerCall: true,
  };
}
