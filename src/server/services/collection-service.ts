import {
  BADGE_DEFINITIONS,
  type BadgeDefinition,
  isSocialBadge,
} from '../../shared/collecting/badge-definitions';
import { largestSocialTargets } from '../../shared/collecting/badge-rules';
import { evaluateBadges } from '../../shared/collecting/badges';
import {
  type Catalogue,
  type CollectedVisit,
  countsByPeriod,
} from '../../shared/collecting/collection';
import { dateInTimeZone } from '../../shared/collecting/periods';
import type { Database } from '../db/connect';
import {
  collectedVisitsOfMany,
  type HeldBadge,
  lockCollectionOf,
  socialChangeFactsOf,
  socialCountsOfMany,
  visitChangeFactsOf,
} from '../repositories/collection-repository';
import { writeCounters } from '../repositories/ranking-counters-repository';
import { moveInScoreCounts, scoresOfCounts } from '../repositories/ranking-score-counts-repository';
import {
  awardBadges,
  awardBadgesOfMany,
  badgesOfMany,
  redateBadgesOfMany,
  withdrawBadges,
  withdrawBadgesOfMany,
} from '../repositories/user-badges-repository';
import { catalogueOfVersion, collectingCatalogue } from './collecting-catalogue';

export type CollectionClock = { now: Date; timeZone: string };

/** The collection clock of a service context, read once per change. */
export const collectionClockOf = (ctx: {
  clock: () => Date;
  timeZone: string;
}): CollectionClock => ({
  now: ctx.clock(),
  timeZone: ctx.timeZone,
});

export type CollectionChange = {
  awarded: string[];
  withdrawn: string[];
  redated: string[];
};

const VISIT_BADGES = BADGE_DEFINITIONS.filter((definition) => !isSocialBadge(definition));
const SOCIAL_BADGES = BADGE_DEFINITIONS.filter(isSocialBadge);
const NO_SOCIAL = { followers: 0, likesReceived: 0, commentsWritten: 0 };

/** Past these counts no social badge changes (badge-rules.ts largestSocialTargets). */
const SOCIAL_COUNTS_UP_TO = largestSocialTargets(
  SOCIAL_BADGES.map((definition) => definition.rule),
);

type BadgeFacts = {
  catalogue: Catalogue;
  visits: readonly CollectedVisit[];
  social: typeof NO_SOCIAL;
};

/** What bringing a traveller's badges in line takes: new awards, new dates, withdrawals. */
type BadgeSettlement = CollectionChange & { awards: { badgeId: string; earnedOn: string }[] };

/**
 * Decides how some of a traveller's badges come in line with the rules (src/shared/collecting):
 * award what they now earn, withdraw what they no longer do, re-date a badge whose completing
 * visit changed. Only `definitions` are looked at: a visit changes no social badge, and a
 * like or follow no visit badge, so each change reads only what it can affect.
 */
function settlementOf(
  heldBadges: readonly HeldBadge[],
  clock: CollectionClock,
  definitions: readonly BadgeDefinition[],
  facts: BadgeFacts,
): BadgeSettlement {
  const looked = new Set(definitions.map((definition) => definition.id));
  const held = heldBadges.filter((row) => looked.has(row.badgeId));
  const heldById = new Map(held.map((row) => [row.badgeId, row]));
  const today = dateInTimeZone(clock.now, clock.timeZone);
  const settlement: BadgeSettlement = { awarded: [], withdrawn: [], redated: [], awards: [] };
  const earned = new Set<string>();
  const evaluated = evaluateBadges(facts.visits, facts.catalogue, facts.social, definitions);
  for (const { definition, outcome } of evaluated) {
    if (!outcome.earned) continue;
    earned.add(definition.id);
    const holding = heldById.get(definition.id);
    // A social badge keeps the day it was first earned; a visit badge the completing visit's date.
    const earnedOn = isSocialBadge(definition) ? (holding?.earnedOn ?? today) : outcome.earnedOn;
    if (earnedOn === null) continue;
    if (!holding) {
      settlement.awards.push({ badgeId: definition.id, earnedOn });
      settlement.awarded.push(definition.id);
    } else if (holding.earnedOn !== earnedOn) {
      settlement.redated.push(definition.id);
      settlement.awards.push({ badgeId: definition.id, earnedOn });
    }
  }
  for (const row of held) if (!earned.has(row.badgeId)) settlement.withdrawn.push(row.badgeId);
  return settlement;
}

const changeOf = ({ awarded, withdrawn, redated }: BadgeSettlement): CollectionChange => ({
  awarded,
  withdrawn,
  redated,
});

/**
 * Settles some of one traveller's badges (settlementOf) and writes the outcome. `held` is
 * read with the facts, after the collection was locked (lockCollectionOf).
 */
async function settleBadges(
  tx: Database,
  userId: number,
  clock: CollectionClock,
  definitions: readonly BadgeDefinition[],
  facts: BadgeFacts & { held: readonly HeldBadge[] },
): Promise<CollectionChange> {
  const settlement = settlementOf(facts.held, clock, definitions, facts);
  const redated = new Set(settlement.redated);
  await redateBadgesOfMany(
    tx,
    settlement.awards
      .filter((award) => redated.has(award.badgeId))
      .map((award) => ({ userId, ...award })),
  );
  await awardBadges(
    tx,
    userId,
    settlement.awards.filter((award) => !redated.has(award.badgeId)),
    clock.now,
  );
  await withdrawBadges(tx, userId, settlement.withdrawn);
  return changeOf(settlement);
}

/**
 * Every badge of many travellers at once (the full rebuild and the bulk fill): the same
 * decisions as the single-traveller refreshes, with a handful of statements for the whole group instead of
 * a handful per traveller. One transaction.
 */
export async function refreshAllBadgesOfMany(
  db: Database,
  userIds: readonly number[],
  clock: CollectionClock,
): Promise<Map<number, CollectionChange>> {
  return db.transaction(async (tx) => {
    const catalogue = await collectingCatalogue(tx);
    const [visitsByUser, socialByUser, heldByUser] = [
      await collectedVisitsOfMany(tx, userIds),
      await socialCountsOfMany(tx, userIds),
      await badgesOfMany(tx, userIds),
    ];
    const changes = new Map<number, CollectionChange>();
    const awards: { userId: number; badgeId: string; earnedOn: string }[] = [];
    const redates: { userId: number; badgeId: string; earnedOn: string }[] = [];
    const withdrawals: { userId: number; badgeId: string }[] = [];
    for (const userId of userIds) {
      const settlement = settlementOf(heldByUser.get(userId) ?? [], clock, BADGE_DEFINITIONS, {
        catalogue,
        visits: visitsByUser.get(userId) ?? [],
        social: socialByUser.get(userId) ?? NO_SOCIAL,
      });
      const redated = new Set(settlement.redated);
      for (const award of settlement.awards)
        (redated.has(award.badgeId) ? redates : awards).push({ userId, ...award });
      for (const badgeId of settlement.withdrawn) withdrawals.push({ userId, badgeId });
      changes.set(userId, changeOf(settlement));
    }
    await awardBadgesOfMany(tx, awards, clock.now);
    await redateBadgesOfMany(tx, redates);
    await withdrawBadgesOfMany(tx, withdrawals);
    return changes;
  });
}

/** After a follow, like or comment: the social badges of whom it concerns. */
export async function refreshSocialBadges(
  tx: Database,
  userId: number,
  clock: CollectionClock,
): Promise<CollectionChange> {
  await lockCollectionOf(tx, userId);
  const { social, held } = await socialChangeFactsOf(tx, userId, SOCIAL_COUNTS_UP_TO);
  return settleBadges(tx, userId, clock, SOCIAL_BADGES, {
    catalogue: new Map(),
    visits: [],
    social,
    held,
  });
}

/**
 * After any change to a traveller's visits: their ranking counters (recomputed from their
 * visits, never adjusted by deltas, so they cannot drift) and visit badges, same transaction.
 */
export async function refreshCollection(
  tx: Database,
  userId: number,
  clock: CollectionClock,
): Promise<CollectionChange> {
  await lockCollectionOf(tx, userId);
  // One read after the lock: the visits, the stored scores and the held badges (P7).
  const facts = await visitChangeFactsOf(tx, userId);
  const { catalogueVersion, visits, held } = facts;
  const catalogue = await catalogueOfVersion(tx, catalogueVersion);
  // The score counts move with the counters: from what was stored to what is (P9). The
  // counters are written as `scores` exactly, so those are the shown scores after.
  const scores = scoresOfCounts(countsByPeriod(visits, catalogue));
  await writeCounters(tx, userId, scores, clock.now);
  await moveInScoreCounts(tx, facts.shownScores, facts.shown ? scores : []);
  return settleBadges(tx, userId, clock, VISIT_BADGES, {
    catalogue,
    visits,
    social: NO_SOCIAL,
    held,
  });
}
