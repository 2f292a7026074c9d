import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { PLANNED_PER_CALL, rowCountLiteral } from '../db/kept-plans';
import { preparedOnce, viewerBinding } from '../db/prepared-reads';
import { blocks, followCounts, follows, users, userVisitCounts, visits } from '../db/schema';
import {
  hasBlocked,
  KEPT_VISIT_COUNT_ROW,
  relationToAuthor,
  type ViewerRef,
  visitOfAuthorVisibleTo,
  visitVisibleTo,
} from './visibility-conditions';

/** A user with the counts and relations the viewer may see (PublicUser). */
export type PublicUserRow = {
  id: number;
  username: string;
  display_name: string;
  profile_picture: string | null;
  bio: string;
  location: string;
  website: string;
  joined_at: Date | string;
  posts_count: number;
  total_visits: number;
  countries_visited: number;
  followers_count: number;
  following_count: number;
  is_following: boolean;
  is_followed_by: boolean;
  is_blocked: boolean;
};

/**
 * The fields of PublicUserRow for the users row aliased `u`, in the viewer's eyes, from the
 * joins of `userJoins`. A visitor is -1, an id nobody has.
 */
function publicFields(viewerId: ViewerRef | undefined) {
  const viewer = viewerId ?? -1;
  return {
    id: sql<number>`u.id`,
    username: sql<string>`u.username`,
    display_name: sql<string>`u.display_name`,
    profile_picture: sql<string | null>`u.profile_picture`,
    bio: sql<string>`u.bio`,
    location: sql<string>`u.location`,
    website: sql<string>`u.website`,
    joined_at: sql<Date | string>`u.joined_at`,
    posts_count: sql<number>`vc.posts_count`,
    total_visits: sql<number>`vc.total_visits`,
    countries_visited: sql<number>`vc.countries_visited`,
    followers_count: sql<number>`coalesce(fc.followers, 0)`,
    following_count: sql<number>`coalesce(fc.following, 0)`,
    is_following: sql<boolean>`rel.is_following`,
    is_followed_by: sql<boolean>`exists (select 1 from ${follows}
      where ${follows.followerId} = u.id and ${follows.followeeId} = ${viewer})`,
    is_blocked: sql<boolean>`exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = u.id)`,
  } satisfies Record<keyof PublicUserRow, SQL>;
}

/**
 * What the public columns of the user `u` read, as joins of the statement: the kept follow
 * counts (`fc`), how the viewer stands to the user (`rel`: asked once per user, not once per
 * visit) and the counts of the user's visits the viewer may see (`vc`), from the user's kept
 * visit counts (P9: a few rows, however many visits): visitOfAuthorVisibleTo() picks the
 * rows, so a hidden visit is not counted. Posts are those shared to the feed (all of one's
 * own); visits and countries count listed sites only.
 */
function userJoins(viewerId: ViewerRef | undefined): SQL {
  const viewer = viewerId ?? -1;
  const { followed, blocked } = relationToAuthor(viewer, sql`u.id`);
  const relation = { followed: sql`rel.is_following`, blocked: sql`rel.blocked_between` };
  const visible = visitOfAuthorVisibleTo(
    viewerId,
    viewerId === undefined ? undefined : relation,
    false,
    KEPT_VISIT_COUNT_ROW,
  );
  const c = userVisitCounts;
  return sql`left join ${followCounts} fc on fc.user_id = u.id
    cross join lateral (select ${followed} as is_following, ${blocked} as blocked_between) rel
    cross join lateral (select
      coalesce(sum(${c.visits}) filter (where ${c.userId} = ${viewer} or ${c.shared}), 0)::int
        as posts_count,
      coalesce(sum(${c.visits}) filter (where ${c.listed}), 0)::int as total_visits,
      (count(distinct ${c.country}) filter (where ${c.listed} and ${c.country} <> ''))::int
        as countries_visited
    from ${c} where ${c.userId} = u.id and ${c.visits} > 0 and ${visible}) vc`;
}

/** Users the viewer may see at all: not those who blocked them. */
export function visibleUser(viewerId: ViewerRef | undefined): SQL {
  return sql`not ${hasBlocked(sql`u.id`, viewerId)}`;
}

/**
 * The query that reads one public user, unless they have blocked the viewer; exported so
 * tests can read its plan.
 */
export function publicUserQuery(
  db: Database,
  viewerId: ViewerRef | undefined,
  userId: number | Placeholder,
) {
  return db
    .select(publicFields(viewerId))
    .from(sql`${users} u ${userJoins(viewerId)}`)
    .where(visibleUserOfId(userId, viewerId));
}

/**
 * The ids of a page of the users `from` picks, in `order`: the first of a page's two reads.
 * The page is cut here, before any counts and relations are worked out, so the planner
 * works those out for the page's rows, not for every match (a common name matches thousands
 * of travellers, and a relation planned for thousands is read whole into a hash). Planned
 * per call when the selection says so. Exported so tests can read its plan.
 */
export function userIdsPageStatement(
  selection: UserSelection,
  page: { limit: number; offset: number },
): SQL {
  const { from, order } = selection;
  const total = selection.countedWithPage ? sql`, count(*) over ()::int as total` : sql``;
  return sql`${plannedFor(selection)}select u.id${total} from ${users} u ${from}
    order by ${order} limit ${rowCountLiteral(page.limit)} offset ${rowCountLiteral(page.offset)}`;
}

/**
 * The public users of some ids, in the order of the ids: the second read of a page. Its
 * plan does not depend on who was picked or how, so it is one kept statement (P10) for
 * every selection, including those whose first read is planned per call: the long part of
 * the page is planned once. Blocks are checked again, as they may change between the two.
 * `askIfViewerBlocked` adds whether anyone at all has blocked the viewer: a page kept for
 * everyone (the user search's) holds only for a viewer nobody hides from. Exported so tests
 * can read its plan.
 */
export function publicUsersOfIdsQuery(
  db: Database,
  viewerId: ViewerRef | undefined,
  ids: number[] | Placeholder,
  options: { askIfViewerBlocked?: true } = {},
) {
  const idList = Array.isArray(ids) ? sql.param(ids) : ids;
  const viewerBlocked =
    options.askIfViewerBlocked && viewerId !== undefined
      ? sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockedId} = ${viewerId})`
      : sql<boolean>`false`;
  return db
    .select({ ...publicFields(viewerId), viewer_blocked: viewerBlocked })
    .from(sql`unnest(${idList}::int[]) with ordinality page(id, position)
      join ${users} u on u.id = page.id ${userJoins(viewerId)}`)
    .where(visibleUser(viewerId))
    .orderBy(sql`page.position`);
}

/**
 * The users of some ids, by a query prepared once per shape (prepared-reads.ts), and whether
 * anyone has blocked the viewer when asked.
 */
async function readUsersOfIds(
  db: Database,
  viewerId: number | undefined,
  ids: number[],
  options: { askIfViewerBlocked?: true } = {},
): Promise<{ rows: PublicUserRow[]; viewerBlocked: boolean }> {
  const viewer = viewerBinding(viewerId);
  const asking = options.askIfViewerBlocked ? '_asking' : '';
  const query = preparedOnce(db, `public_users_of_ids_${viewer.shape}${asking}`, (name) =>
    publicUsersOfIdsQuery(db, viewer.ref, sql.placeholder('ids'), options).prepare(name),
  );
  const found = await query.execute({ ids, ...viewer.values });
  return {
    rows: found.map(({ viewer_blocked: _, ...row }) => row),
    viewerBlocked: found[0]?.viewer_blocked ?? false,
  };
}

/**
 * Which users (`from`: joins and where, on users aliased `u`) and in what order;
 * `plannedPerCall` when the best plan depends on the values (P10); `countedWithPage` when the
 * order reads every match anyway (the search sorts them all), so the page's read counts them
 * too instead of a second read of them all.
 */
export type UserSelection = {
  from: SQL;
  order: SQL;
  plannedPerCall?: true;
  countedWithPage?: true;
};

function plannedFor(selection: UserSelection): SQL {
  return selection.plannedPerCall ? PLANNED_PER_CALL : sql``;
}

/** The ids of a page, and the count of every match when the selection reads it with them. */
async function userIdsOfPage(
  db: Database,
  selection: UserSelection,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number | undefined }> {
  const rows = rowsOf<{ id: number; total?: number }>(
    await db.execute(userIdsPageStatement(selection, page)),
  );
  return { ids: rows.map((row) => row.id), total: rows[0]?.total };
}

async function usersOfIds(
  db: Database,
  viewerId: number | undefined,
  ids: number[],
): Promise<PublicUserRow[]> {
  return ids.length === 0 ? [] : (await readUsersOfIds(db, viewerId, ids)).rows;
}

/**
 * The public users of some ids (non-empty) in the viewer's eyes, unless anyone has blocked
 * the viewer: then undefined, and the caller reads the page with the viewer's blocks.
 */
export async function usersOfIdsUnlessViewerBlocked(
  db: Database,
  viewerId: number | undefined,
  ids: number[],
): Promise<PublicUserRow[] | undefined> {
  const { rows, viewerBlocked } = await readUsersOfIds(db, viewerId, ids, {
    askIfViewerBlocked: true,
  });
  // No row at all: every user of the page has blocked the viewer.
  return rows.length === 0 || viewerBlocked ? undefined : rows;
}

/** One user, unless they do not exist or have blocked the viewer. */
export async function findPublicUser(
  db: Database,
  userId: number,
  viewerId: number | undefined,
): Promise<PublicUserRow | undefined> {
  const viewer = viewerBinding(viewerId);
  const query = preparedOnce(db, `public_user_${viewer.shape}`, (name) =>
    publicUserQuery(db, viewer.ref, sql.placeholder('user')).prepare(name),
  );
  const [row] = await query.execute({ user: userId, ...viewer.values });
  return row;
}

/** The one user, unless they have blocked the viewer. */
function visibleUserOfId(userId: number | Placeholder, viewerId: ViewerRef | undefined): SQL {
  return sql`u.id = ${userId} and ${visibleUser(viewerId)}`;
}

/**
 * Whether the user exists and has not blocked the viewer, without the counts of
 * findPublicUser: the check before a user's posts or follow lists, which are read apart.
 */
export async function publicUserExists(
  db: Database,
  userId: number,
  viewerId: number | undefined,
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select u.id from ${users} u where ${visibleUserOfId(userId, viewerId)}`),
  );
  return rows.length > 0;
}

export type UserPage = { total: number; rows: PublicUserRow[] };

/** Which users a page shows, by id in order, and how many the whole selection holds. */
export type UserIdsPage = { ids: number[]; total: number };

/** The ids of a page and the selection's count, without the users themselves. */
export async function userIdsPage(
  db: Database,
  selection: UserSelection,
  page: { limit: number; offset: number },
): Promise<UserIdsPage> {
  const { ids, total } = await userIdsOfPage(db, selection, page);
  if (total !== undefined) return { ids, total };
  // A page that is not full is the last one: it says the count, with no count statement.
  if (ids.length < page.limit && (ids.length > 0 || page.offset === 0)) {
    return { ids, total: page.offset + ids.length };
  }
  const totalRows = rowsOf<{ n: number }>(
    await db.execute(
      sql`${plannedFor(selection)}select count(*)::int as n from ${users} u ${selection.from}`,
    ),
  );
  return { ids, total: totalRows[0]?.n ?? 0 };
}

export async function pageOf(
  db: Database,
  viewerId: number | undefined,
  selection: UserSelection,
  page: { limit: number; offset: number },
): Promise<UserPage> {
  const { ids, total } = await userIdsPage(db, selection, page);
  return { total, rows: await usersOfIds(db, viewerId, ids) };
}

/** Who follows the user (newest first), or whom the user follows. */
export function listFollowRelations(
  db: Database,
  userId: number,
  direction: 'followers' | 'following',
  viewerId: number | undefined,
  page: { limit: number; offset: number },
): Promise<UserPage> {
  const [mine, theirs] =
    direction === 'followers'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  const from = sql`join ${follows} on ${theirs} = u.id and ${mine} = ${userId}
    where ${visibleUser(viewerId)}`;
  return pageOf(db, viewerId, { from, order: sql`${follows.createdAt} desc, u.id desc` }, page);
}

/**
 * Suggestions: the most followed users, or those whose latest post the
 * viewer may see is the most recent. The viewer is not suggested to
 * themselves, nor users who blocked them.
 */
export async function listSuggestedUsers(
  db: Database,
  viewerId: number | undefined,
  order: 'popular' | 'recent',
  limit: number,
): Promise<PublicUserRow[]> {
  const selection = suggestedUsers(viewerId, order, limit);
  const { ids } = await userIdsOfPage(db, selection, { limit, offset: 0 });
  return usersOfIds(db, viewerId, ids);
}

/** The filter and order of the suggestions; exported so tests can read its plan. */
export function suggestedUsers(
  viewerId: number | undefined,
  order: 'popular' | 'recent',
  limit: number,
): UserSelection {
  const where = sql`where ${visibleUser(viewerId)} and u.id <> ${viewerId ?? -1}`;
  if (order === 'popular') {
    // The kept counts' index, most followed first (P9): nobody's followers are counted.
    return {
      from: sql`join ${followCounts} fc on fc.user_id = u.id ${where}`,
      order: sql`fc.followers desc nulls last, fc.user_id`,
      // One plan for every viewer reads far more for some of them (bench/kept-plans.ts).
      plannedPerCall: true,
    };
  }
  // The latest posts, newest first through the (created_at, id) index, and
  // their authors in that order: never every visit of every user.
  const recent = sql`(select ${visits.userId} as user_id, max(${visits.createdAt}) as latest
    from (select ${visits.userId}, ${visits.createdAt} from ${visits}
      where ${visitVisibleTo(viewerId)} order by ${visits.createdAt} desc, ${visits.id} desc limit ${rowCountLiteral(limit * 50)}) ${visits}
    group by ${visits.userId}) r`;
  return {
    from: sql`join ${recent} on r.user_id = u.id ${where}`,
    order: sql`r.latest desc, u.id`,
    // As the popular ones: the best plan depends on the viewer (bench/kept-plans.ts).
    plannedPerCall: true,
  };
}

export async function userExists(db: Database, userId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId}`));
  return rows.length > 0;
}
