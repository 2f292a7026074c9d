import { isSocialBadge } from '../../shared/collecting/badge-definitions';
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

/**
 * Brings one traveller's badges in line with the rules (src/shared/collecting): awards what
 * their visits and social counts now earn, withdraws what they no longer do, and re-dates a
 * badge whose completing visit changed. Runs inside the transaction of the change.
 */
export async function refreshBadges(
  tx: Database,
  userId: number,
  clock: CollectionClock,
): Promise<CollectionChange> {
  const catalogue = await collectingCatalogue(tx);
  return badgesFrom(tx, userId, catalogue, await collectedVisitsOf(tx, userId), clock);
}

async function badgesFrom(
  tx: Database,
  userId: number,
  catalogue: Catalogue,
  visits: readonly CollectedVisit[],
  clock: CollectionClock,
): Promise<CollectionChange> {
  const social = await socialCountsOf(tx, userId);
  const held = await badgesOf(tx, userId);
  const heldById = new Map(held.map((row) => [row.badgeId, row]));
  const today = dateInTimeZone(clock.now, clock.timeZone);
  const change: CollectionChange = { awarded: [], withdrawn: [], redated: [] };
  const awards: { badgeId: string; earnedOn: string }[] = [];
  const earned = new Set<string>();
  for (const { definition, outcome } of evaluateBadges(visits, catalogue, social)) {
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

/**
 * After any change to a traveller's visits: their ranking counters (recomputed from their
 * visits, never adjusted by deltas, so they cannot drift) and badges, same transaction.
 */
export async function refreshCollection(
  tx: Database,
  userId: number,
  clock: CollectionClock,
): Promise<CollectionChange> {
  const catalogue = await collectingCatalogue(tx);
  const visits = await collectedVisitsOf(tx, userId);
  await writeCounters(tx, userId, countsByPeriod(visits, catalogue), clock.now);
  return badgesFrom(tx, userId, catalogue, visits, clock);
}
