import type { Badge } from '../api/badges';
import type { BadgeDefinition } from './badge-definitions';
import type { BadgeOutcome } from './badge-rules';

/**
 * A badge as the API answers it (and the device shows it before any answer): its definition,
 * the traveller's progress, and the award when they hold one.
 */
export function badgeAnswer(
  definition: BadgeDefinition,
  outcome: BadgeOutcome,
  award: { earnedOn: string } | undefined,
): Badge {
  return {
    id: definition.id,
    category: definition.category,
    tier: definition.tier,
    icon: definition.category,
    name: definition.name,
    name_en: definition.name_en,
    description: definition.description,
    description_en: definition.description_en,
    earned: award !== undefined,
    earned_at: award?.earnedOn ?? null,
    progress: { current: outcome.current, target: outcome.target },
  };
}
