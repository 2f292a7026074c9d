import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { blocks, follows, userVisitCounts, visits } from '../db/schema';

/**
 * The one place that says who sees what (DESIGN.md "Visibility is checked in
 * one place"). Every query of posts, comments, users and the counts others
 * see goes through these conditions, so a rule changed here changes
 * everywhere at once. `viewerId` undefined is a visitor; a placeholder stands for a signed-in
 * viewer in a prepared query.
 */

/** A signed-in viewer's id, or the placeholder of a prepared query that binds it later. */
export type ViewerRef = number | Placeholder;

/** Either of the two has blocked the other: neither sees the other's posts or comments. */
export function blockedBetween(viewerId: ViewerRef, otherUser: SQL): SQL {
  // Everyone the viewer has blocked or been blocked by, as one list that does not depend on
  // the row: the database reads it once per statement (a hashed subplan) instead of probing
  // the blocks twice for every post, comment or visit it counts.
  return sql`(${otherUser} in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}))`;
}

/** The user has blocked the viewer: the viewer no longer sees their profile at all. */
export function hasBlocked(userColumn: SQL, viewerId: ViewerRef | undefined): SQL {
  if (viewerId === undefined) return sql`false`;
  return sql`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${userColumn} and ${blocks.blockedId} = ${viewerId})`;
}

/**
 * How the viewer stands to a visit's author: they follow the author, and a block stands
 * between them. By default asked of each visit's own author; a read of one author's visits
 * asks it once of the author instead (visitOfAuthorVisibleTo).
 */
export type AuthorRelation = { followed: SQL; blocked: SQL };

export function relationToAuthor(viewerId: ViewerRef, authorColumn: SQL): AuthorRelation {
  return {
    // `offset 0`: one lookup for each followers-only visit met, rather than a hash of every
    // traveller the viewer follows built on each read (thousands, for some), which a plan
    // kept for any viewer (P10) would otherwise choose without knowing who asks.
    followed: sql`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${authorColumn} offset 0)`,
    blocked: blockedBetween(viewerId, authorColumn),
  };
}

/**
 * The viewer may see this visit (of the `visits` table, unaliased): their
 * own always; another's when its visibility allows it and no block stands
 * between them. With `asPost`, only visits shared to the feed count as posts.
 */
export function visitVisibleTo(viewerId: ViewerRef | undefined, asPost = true): SQL {
  const relation =
    viewerId === undefined ? undefined : relationToAuthor(viewerId, sql`${visits.userId}`);
  return visitOfAuthorVisibleTo(viewerId, relation, asPost);
}

/**
 * The columns that say who sees a visit: its author, its visibility and whether it is shared
 * to the feed. Those of `visits` by default; the kept counts of a traveller's visits
 * (`user_visit_counts`) have the same three, so the same rule picks what others may count.
 */
export type VisitSeenBy = { author: SQL; visibility: SQL; shared: SQL };

const VISIT_ROW: VisitSeenBy = {
  author: sql`${visits.userId}`,
  visibility: sql`${visits.visibility}`,
  shared: sql`${visits.shareToFeed}`,
};

/** A row of a traveller's kept visit counts, judged as the visits it counts. */
export const KEPT_VISIT_COUNT_ROW: VisitSeenBy = {
  author: sql`${userVisitCounts.userId}`,
  visibility: sql`${userVisitCounts.visibility}`,
  shared: sql`${userVisitCounts.shared}`,
};

/**
 * visitVisibleTo() with the viewer's relation to the visit's author given: a read of one
 * author's visits works it out once for the author rather than once for every visit.
 */
export function visitOfAuthorVisibleTo(
  viewerId: ViewerRef | undefined,
  relation: AuthorRelation | undefined,
  asPost = true,
  visit: VisitSeenBy = VISIT_ROW,
): SQL {
  const shared = asPost ? sql`${visit.shared} and ` : sql``;
  if (viewerId === undefined || relation === undefined) {
    return sql`(${shared}${visit.visibility} = 'public')`;
  }
  return sql`(${visit.author} = ${viewerId} or (${shared}(${visit.visibility} = 'public'
      or (${visit.visibility} = 'followers' and ${relation.followed}))
    and not ${relation.blocked}))`;
}

/** A comment's author and the viewer have no block between them (visitors see every author). */
export function commentAuthorVisibleTo(authorColumn: SQL, viewerId: number | undefined): SQL {
  if (viewerId === undefined) return sql`true`;
  return sql`not ${blockedBetween(viewerId, authorColumn)}`;
}
