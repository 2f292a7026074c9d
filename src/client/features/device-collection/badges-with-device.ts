import type { Badge } from '../../../shared/api/badges';
import { badgeAnswer } from '../../../shared/collecting/badge-answer';
import { isSocialBadge } from '../../../shared/collecting/badge-definitions';
import type { EvaluatedBadge } from '../../../shared/collecting/badges';

/** A badge as the collection shows it: `waiting` when only this device knows it is earned. */
export type ShownBadge = Badge & { waiting: boolean };

/**
 * The server's badges (its last copy) with what the device's own evaluation adds: a visit
 * badge the local visits complete — including visits still waiting in the outbox — shows as
 * earned at once, marked waiting, dated by the visit that completed it; progress counts the
 * waiting visits too. Social badges depend on others, so only the server's answer counts for
 * them, and a withdrawal waits for the server. With no server copy at all (offline from the
 * start), the device's evaluation alone.
 * `device` undefined (not read yet, or no catalogue on the device): the server's answer as is.
 */
export function badgesWithDevice(
  server: readonly Badge[] | undefined,
  device: readonly EvaluatedBadge[] | undefined,
): ShownBadge[] | undefined {
  if (!device) return server?.map((badge) => ({ ...badge, waiting: false }));
  const serverById = new Map(server?.map((badge) => [badge.id, badge]));
  return device.map(({ definition, outcome }) => {
    const held = serverById.get(definition.id) ?? badgeAnswer(definition, outcome, undefined);
    if (isSocialBadge(definition)) return { ...held, waiting: false };
    // The larger count: the device's includes waiting visits, the server's may include
    // visits this device has not pulled yet.
    const progress = {
      current: Math.max(outcome.current, held.progress.current),
      target: outcome.target,
    };
    if (outcome.earned && !held.earned) {
      return { ...held, earned: true, earned_at: outcome.earnedOn, progress, waiting: true };
    }
    // A badge the server holds stays shown as held: the device may not have pulled every
    // visit, and a withdrawal is the server's to confirm.
    return { ...held, progress, waiting: false };
  });
}
