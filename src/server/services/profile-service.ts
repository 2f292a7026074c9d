import type { ProfileUpdate, User, UserStats } from '../../shared/api/auth';
import type { Visibility } from '../../shared/api/visibility';
import { FieldErrors } from '../auth/errors';
import { checkProfile, type ProfilePatch } from '../auth/profile-rules';
import { lockCollectionOf } from '../repositories/collection-repository';
import { moveInScoreCounts, shownScoresOf } from '../repositories/ranking-score-counts-repository';
import { findUserById, updateUser } from '../repositories/users-repository';
import type { AuthContext } from './auth-context';
import { ownCollectionStats } from './collection-stats-service';
import { retireProfilePicture, storeProfilePicture } from './profile-picture-service';
import { ownUser } from './users-service';

export function getProfile(ctx: AuthContext, userId: number): Promise<User> {
  return ownUser(ctx.db, userId);
}

/**
 * Changes the editable fields that were sent and, with an upload, the
 * picture. Everything is checked before anything is stored. username and
 * email are read-only and never get here (the request schema drops them).
 */
export async function updateProfile(
  ctx: AuthContext,
  userId: number,
  input: ProfileUpdate,
  upload?: Buffer,
): Promise<User> {
  const errors = new FieldErrors();
  const patch: ProfilePatch & { defaultVisibility?: Visibility; showInRankings?: boolean } =
    checkProfile(errors, input, ctx.clock());
  errors.throwIfAny();
  // Checked by the request schema already (one of three values); nothing more to check.
  if (input.default_visibility !== undefined) patch.defaultVisibility = input.default_visibility;
  if (input.show_in_rankings !== undefined) patch.showInRankings = input.show_in_rankings;
  const before = upload ? await findUserById(ctx.db, userId) : undefined;
  const profilePicture = upload ? await storeProfilePicture(ctx, userId, upload) : undefined;
  const changes = { ...patch, ...(profilePicture && { profilePicture }) };
  if (patch.showInRankings === undefined) {
    await updateUser(ctx.db, userId, changes);
  } else {
    await ctx.db.transaction(async (tx) => {
      // Shown or hidden, the traveller's scores enter or leave the score counts with the
      // switch (P9); the collection lock keeps a visit of theirs from moving them meanwhile.
      await lockCollectionOf(tx, userId);
      const shownBefore = await shownScoresOf(tx, userId);
      await updateUser(tx, userId, changes);
      await moveInScoreCounts(tx, shownBefore, await shownScoresOf(tx, userId));
    });
  }
  const old = before?.profilePicture;
  if (old && profilePicture && old !== profilePicture) await retireProfilePicture(ctx, old);
  return ownUser(ctx.db, userId);
}

/** The signed-in user's visit statistics (SPEC.md §3 Dashboard user_stats and global_stats). */
export async function profileStats(ctx: AuthContext, userId: number): Promise<UserStats> {
  const { counts, totals, percentage } = await ownCollectionStats(ctx.db, userId);
  return {
    total_visits: counts.visitedSites,
    visited_sites: counts.visitedSites,
    countries_visited: counts.countriesVisited,
    visited_by_type: counts.byType,
    total_sites: totals.total,
    visit_percentage: percentage,
    global_stats: {
      total_sites: totals.total,
      cultural_sites: totals.cultural,
      natural_sites: totals.natural,
      mixed_sites: totals.mixed,
    },
  };
}
