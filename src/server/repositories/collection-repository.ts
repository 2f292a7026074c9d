import { and, eq, sql } from 'drizzle-orm';
import type { SocialCounts } from '../../shared/collecting/badge-rules';
import type { CollectedSite, CollectedVisit } from '../../shared/collecting/collection';
import type { UnescoRegion } from '../../shared/unesco-regions';
import { type Database, rowsOf } from '../db/connect';
import {
  comments,
  follows,
  likes,
  meta,
  photos,
  rankingCounters,
  sites,
  userBadges,
  users,
  visits,
} from '../db/schema';
import { META_KEYS } from './meta-repository';
import type { PeriodScores } from './ranking-score-counts-repository';

/** What the collecting rules know of each site on the List now (removed sites left out). */
export async function listedCollectedSites(db: Database): Promise<CollectedSite[]> {
  const rows = await db
    .select({
      id: sites.id,
      category: sites.category,
      region: sites.region,
      countryCodes: sites.isoCodes,
      danger: sites.danger,
      transboundary: sites.transboundary,
      inscriptionYear: sites.inscriptionYear,
      criteria: sites.criteria,
    })
    .from(sites)
    .where(eq(sites.listed, true));
  return rows.map((row) => ({ ...row, region: row.region as UnescoRegion }));
}

/**
 * A visit as the collecting rules read it (CollectedVisit), as one JSON value; `v` is the
 * visits row. Shared by the one traveller's read and the many travellers' one.
 */
const COLLECTED_VISIT = sql`json_build_object(
  'siteId', v.site_id, 'visitedDate', v.visited_date, 'countryCode', v.country_code,
  'hasComment', v.comment <> '',
  'hasPhoto', exists (select 1 from ${photos} p where p.visit_id = v.id))`;

/** The catalogue version the visits are counted against (collecting-catalogue.ts). */
const catalogueVersionColumn = sql`(select ${meta.value} from ${meta}
    where ${meta.key} = ${META_KEYS.catalogueVersion}) as catalogue_version`;

/** All of a traveller's visits as the collecting rules read them, as one JSON value. */
const visitsColumn = (
  userId: number,
) => sql`(select coalesce(json_agg(${COLLECTED_VISIT}), '[]'::json)
    from ${visits} v where v.user_id = ${userId}) as visits`;

/**
 * All of a traveller's visits as the collecting rules read them, with the version of the
 * catalogue they count against (collecting-catalogue.ts): one statement, and one JSON value
 * however long the history, where a row per visit cost the app a mapping each (P7).
 */
export async function collectionFactsOf(
  db: Database,
  userId: number,
): Promise<{ catalogueVersion: string; visits: CollectedVisit[] }> {
  const result = await db.execute(sql`select ${catalogueVersionColumn}, ${visitsColumn(userId)}`);
  const row = rowsOf<{ catalogue_version: string | null; visits: CollectedVisit[] }>(result)[0];
  return { catalogueVersion: row?.catalogue_version ?? '', visits: row?.visits ?? [] };
}

/**
 * Followers, likes on the traveller's posts, and comments they wrote, as columns of a
 * statement that reads more. With `upTo`, each count stops there: a badge asks only whether a
 * count reached its target, and a traveller liked thousands of times is then read up to the
 * largest target, not to the last like.
 */
function socialCountColumns(userId: number, upTo: SocialCounts | undefined) {
  const limit = (n: number | undefined) => (n === undefined ? sql`` : sql` limit ${n}`);
  return sql`
      (select count(*)::int from (select 1 from ${follows}
        where ${follows.followeeId} = ${userId}${limit(upTo?.followers)}) f) as followers,
      (select count(*)::int from (select 1 from ${likes} join ${visits} on ${visits.id} = ${likes.visitId}
        where ${visits.userId} = ${userId} and ${likes.userId} <> ${userId}${limit(upTo?.likesReceived)}) l)
        as likes_received,
      (select count(*)::int from (select 1 from ${comments}
        where ${comments.userId} = ${userId}${limit(upTo?.commentsWritten)}) c) as comments_written`;
}

type SocialCountRow = { followers: number; likes_received: number; comments_written: number };

const socialCountsOfRow = (row: SocialCountRow | undefined): SocialCounts => ({
  followers: row?.followers ?? 0,
  likesReceived: row?.likes_received ?? 0,
  commentsWritten: row?.comments_written ?? 0,
});

/** A badge the traveller holds, as settling their badges reads it. */
export type HeldBadge = { badgeId: string; earnedOn: string };

/** The traveller's badges as one JSON value (`earned_on` as YYYY-MM-DD, like Drizzle's date). */
const heldBadgesColumn = (userId: number) => sql`(select coalesce(json_agg(json_build_object(
    'badgeId', ${userBadges.badgeId}, 'earnedOn', ${userBadges.earnedOn})), '[]'::json)
  from ${userBadges} where ${userBadges.userId} = ${userId}) as held`;

/**
 * What settling a like, follow or comment reads of the traveller it concerns, in one
 * statement (docs/PERF.md P7: each statement is a round trip to the database): their social
 * counts up to `upTo` (socialCountColumns) and the badges they hold.
 */
export async function socialChangeFactsOf(
  db: Database,
  userId: number,
  upTo: SocialCounts,
): Promise<{ social: SocialCounts; held: HeldBadge[] }> {
  const result = await db.execute(
    sql`select ${socialCountColumns(userId, upTo)}, ${heldBadgesColumn(userId)}`,
  );
  const row = rowsOf<SocialCountRow & { held: HeldBadge[] }>(result)[0];
  return { social: socialCountsOfRow(row), held: row?.held ?? [] };
}

/**
 * What a traveller's badges are worked out from, in one statement (docs/PERF.md P7): their
 * visits with the catalogue version (collectionFactsOf), their social counts in full
 * (socialCountColumns) and the badges they hold.
 */
export async function badgeFactsOf(
  db: Database,
  userId: number,
): Promise<{
  catalogueVersion: string;
  visits: CollectedVisit[];
  social: SocialCounts;
  held: HeldBadge[];
}> {
  const result = await db.execute(sql`
    select ${catalogueVersionColumn}, ${visitsColumn(userId)},
      ${socialCountColumns(userId, undefined)}, ${heldBadgesColumn(userId)}`);
  const row = rowsOf<
    SocialCountRow & {
      catalogue_version: string | null;
      visits: CollectedVisit[];
      held: HeldBadge[];
    }
  >(result)[0];
  return {
    catalogueVersion: row?.catalogue_version ?? '',
    visits: row?.visits ?? [],
    social: socialCountsOfRow(row),
    held: row?.held ?? [],
  };
}

/**
 * What settling a change to a traveller's visits reads, in one statement (docs/PERF.md P7):
 * their visits with the catalogue version (collectionFactsOf), whether they are shown in the
 * rankings and their stored scores as the score counts hold them (shownScoresOf), and the
 * badges they hold.
 */
export async function visitChangeFactsOf(
  db: Database,
  userId: number,
): Promise<{
  catalogueVersion: string;
  visits: CollectedVisit[];
  shown: boolean;
  shownScores: PeriodScores[];
  held: HeldBadge[];
}> {
  const result = await db.execute(sql`
    select ${catalogueVersionColumn}, ${visitsColumn(userId)},
      (select ${users.showInRankings} from ${users} where ${users.id} = ${userId}) as shown,
      (select coalesce(json_agg(json_build_object('period', ${rankingCounters.period},
          'totalVisits', ${rankingCounters.totalVisits},
          'countriesVisited', ${rankingCounters.countriesVisited},
          'reviewsCount', ${rankingCounters.reviewsCount})), '[]'::json)
        from ${rankingCounters} join ${users} on ${users.id} = ${rankingCounters.userId}
        where ${rankingCounters.userId} = ${userId} and ${users.showInRankings}) as shown_scores,
      ${heldBadgesColumn(userId)}`);
  const row = rowsOf<{
    catalogue_version: string | null;
    visits: CollectedVisit[];
    shown: boolean | null;
    shown_scores: PeriodScores[];
    held: HeldBadge[];
  }>(result)[0];
  return {
    catalogueVersion: row?.catalogue_version ?? '',
    visits: row?.visits ?? [],
    shown: row?.shown ?? false,
    shownScores: row?.shown_scores ?? [],
    held: row?.held ?? [],
  };
}

/** Whose collection a like, follow or comment touches (for re-evaluating their badges). */
export async function ownerOfPost(db: Database, postId: number): Promise<number | undefined> {
  const rows = await db
    .select({ userId: visits.userId })
    .from(visits)
    .where(and(eq(visits.id, postId)));
  return rows[0]?.userId;
}

/** The visits of many travellers as the collecting rules read them, by traveller. */
export async function collectedVisitsOfMany(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, CollectedVisit[]>> {
  const byUser = new Map<number, CollectedVisit[]>();
  if (userIds.length === 0) return byUser;
  const result = await db.execute(sql`
    select v.user_id, json_agg(${COLLECTED_VISIT}) as visits
    from ${visits} v
    where v.user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by v.user_id`);
  for (const row of rowsOf<{ user_id: number; visits: CollectedVisit[] }>(result)) {
    byUser.set(row.user_id, row.visits);
  }
  return byUser;
}

/**
 * The social counts (socialCountColumns, in full) of many travellers at once, by traveller
 * (absent: all zero).
 */
export async function socialCountsOfMany(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, SocialCounts>> {
  const byUser = new Map<number, SocialCounts>();
  if (userIds.length === 0) return byUser;
  const ids = sql`array(select value::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`;
  const result = await db.execute(sql`
    with f as (
      select ${follows.followeeId} as user_id, count(*)::int as n from ${follows}
      where ${follows.followeeId} = any(${ids}) group by 1
    ), l as (
      select ${visits.userId} as user_id, count(*)::int as n
      from ${likes} join ${visits} on ${visits.id} = ${likes.visitId}
      where ${visits.userId} = any(${ids}) and ${likes.userId} <> ${visits.userId} group by 1
    ), c as (
      select ${comments.userId} as user_id, count(*)::int as n from ${comments}
      where ${comments.userId} = any(${ids}) group by 1
    )
    select u.id as user_id, coalesce(f.n, 0) as followers, coalesce(l.n, 0) as likes_received,
      coalesce(c.n, 0) as comments_written
    from unnest(${ids}) as u(id)
    left join f on f.user_id = u.id left join l on l.user_id = u.id
    left join c on c.user_id = u.id`);
  for (const row of rowsOf<{
    user_id: number;
    followers: number;
    likes_received: number;
    comments_written: number;
  }>(result)) {
    byUser.set(row.user_id, {
      followers: row.followers,
      likesReceived: row.likes_received,
      commentsWritten: row.comments_written,
    });
  }
  return byUser;
}

/**
 * Takes the traveller's collection for this transaction: two changes of one traveller
 * (two devices, a batch and a single call) each recompute counters and badges from the
 * visits they can see, so the second must wait for the first to commit and then read again,
 * or it would write counts missing the first one's visit. NO KEY UPDATE: it does not conflict
 * with the KEY SHARE lock a visit's foreign key takes on the same row, so no deadlock.
 */
export async function lockCollectionOf(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
}
