import {
  BADGE_DEFINITIONS,
  type BadgeDefinition,
  isSocialBadge,
} from '../../shared/collecting/badge-definitions';
import { evaluateBadges } from '../../shared/collecting/badges';
import {
  type Catalogue,
  type CollectedVisit,
  countsByPeriod,
} from '../../shared/collecting/collection';
import { dateInTimeZone } from '../../shared/collecting/periods';
import type { Database } from '../db/connect';
import { collectedVisitsOf, socialCountsOf } from '../repositories/collection-repository';
import { writeCounters } from '../repositories/ranking-counters-repository';
import {
  awardBadges,
  badgesOf,
  redateBadge,
  withdrawBadges,
} from '../repositories/user-badges-repository';
import { collectingCatalogue } from './collecting-catalogue';

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

/**
 * Brings some of a traveller's badges in line with the rules (src/shared/collecting): awards
 * what they now earn, withdraws what they no longer do, and re-dates a badge whose
 * completing visit changed. Only `definitions` are looked at: a visit changes no social
 * badge, and a like or follow no visit badge, so each change reads only what it can affect.
 */
async function settleBadges(
  tx: Database,
  userId: number,
  clock: CollectionClock,
  definitions: readonly BadgeDefinition[],
  facts: { catalogue: Catalogue; visits: readonly CollectedVisit[]; social: typeof NO_SOCIAL },
): Promise<CollectionChange> {
  const looked = new Set(definitions.map((definition) => definition.id));
  const held = (await badgesOf(tx, userId)).filter((row) => looked.has(row.badgeId));
  const heldById = new Map(held.map((row) => [row.badgeId, row]));
  const today = dateInTimeZone(clock.now, clock.timeZone);
  const change: CollectionChange = { awarded: [], withdrawn: [], redated: [] };
  const awards: { badgeId: string; earnedOn: string }[] = [];
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
      awards.push({ badgeId: definition.id, earnedOn });
      change.awarded.push(definition.id);
    } else if (holding.earnedOn !== earnedOn) {
      await redateBadge(tx, userId, definition.id, earnedOn);
      change.redated.push(definition.id);
    }
  }
  for (const row of held) if (!earned.has(row.badgeId)) change.withdrawn.push(row.badgeId);
  await awardBadges(tx, userId, awards, clock.now);
  await withdrawBadges(tx, userId, change.withdrawn);
  return change;
}

/** After a follow, like or comment: the social badges of whom it concerns. */
export async function refreshSocialBadges(
  tx: Database,
  userId: number,
  clock: CollectionClock,
): Promise<CollectionChange> {
  const social = await socialCountsOf(tx, userId);
  return settleBadges(tx, userId, clock, SOCIAL_BADGES, {
    catalogue: new Map(),
    visits: [],
    social,
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
  const catalogue = await collectingCatalogue(tx);
  const visits = await collectedVisitsOf(tx, userId);
  await writeCounters(tx, userId, countsByPeriod(visits, catalogue), clock.now);
  return settleBadges(tx, userId, clock, VISIT_BADGES, { catalogue, visits, social: NO_SOCIAL });
}

/** Every badge of a traveller, visit and social alike (the rebuild). */
export async function refreshAllBadges(
  tx: Database,
  userId: number,
  clock: CollectionClock,
): Promise<CollectionChange> {
  const [catalogue, visits, social] = [
    await collectingCatalogue(tx),
    await collectedVisitsOf(tx, userId),
    await socialCountsOf(tx, userId),
  ];
  return settleBadges(tx, userId, clock, BADGE_DEFINITIONS, { catalogue, visits, social });
}
