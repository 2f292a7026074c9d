import type { Badge, NewBadges } from '../../shared/api/badges';
import { badgeAnswer } from '../../shared/collecting/badge-answer';
import { type EvaluatedBadge, evaluateBadges } from '../../shared/collecting/badges';
import type { Clock } from '../common/clock';
import type { Database } from '../db/connect';
import { badgeFactsOf, type HeldBadge } from '../repositories/collection-repository';
import { announceNewBadges } from '../repositories/user-badges-repository';
import { catalogueOfVersion, collectingCatalogue } from './collecting-catalogue';

export type BadgesContext = { db: Database; clock: Clock };

const NO_ONE = { followers: 0, likesReceived: 0, commentsWritten: 0 };

/** Every definition with the caller's progress, or nobody's for a visitor. */
async function evaluated(
  ctx: BadgesContext,
  userId: number | undefined,
): Promise<{ badges: EvaluatedBadge[]; held: Map<string, HeldBadge> }> {
  if (userId === undefined) {
    const catalogue = await collectingCatalogue(ctx.db);
    return { badges: evaluateBadges([], catalogue, NO_ONE), held: new Map() };
  }
  const { catalogueVersion, visits, social, held } = await badgeFactsOf(ctx.db, userId);
  const catalogue = await catalogueOfVersion(ctx.db, catalogueVersion);
  return {
    badges: evaluateBadges(visits, catalogue, social),
    held: new Map(held.map((row) => [row.badgeId, row])),
  };
}

export async function allBadges(ctx: BadgesContext, userId: number | undefined): Promise<Badge[]> {
  const { badges, held } = await evaluated(ctx, userId);
  // The stored award is what counts: the server awards in the transaction of each change.
  return badges.map(({ definition, outcome }) =>
    badgeAnswer(definition, outcome, held.get(definition.id)),
  );
}

export async function myBadges(ctx: BadgesContext, userId: number): Promise<Badge[]> {
  return (await allBadges(ctx, userId)).filter((badge) => badge.earned);
}

/** Badges earned since the user last asked, each told once (SPEC.md §8 messages). */
export async function checkNewBadges(ctx: BadgesContext, userId: number): Promise<NewBadges> {
  const told = new Set(
    (await announceNewBadges(ctx.db, userId, ctx.clock())).map((row) => row.badgeId),
  );
  const badges = (await allBadges(ctx, userId)).filter((badge) => told.has(badge.id));
  return { count: badges.length, badges };
}
