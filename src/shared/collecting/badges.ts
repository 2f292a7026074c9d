import { BADGE_DEFINITIONS, type BadgeDefinition } from './badge-definitions';
import { type BadgeOutcome, badgeEvaluator, type SocialCounts } from './badge-rules';
import type { Catalogue, CollectedVisit } from './collection';

export type EvaluatedBadge = { definition: BadgeDefinition; outcome: BadgeOutcome };

/**
 * Every badge's outcome for one traveller (or those of `definitions`): what the server
 * awards and the device shows.
 */
export function evaluateBadges(
  visits: readonly CollectedVisit[],
  catalogue: Catalogue,
  social: SocialCounts,
  definitions: readonly BadgeDefinition[] = BADGE_DEFINITIONS,
): EvaluatedBadge[] {
  const evaluate = badgeEvaluator(visits, catalogue, social);
  return definitions.map((definition) => ({ definition, outcome: evaluate(definition.rule) }));
}
