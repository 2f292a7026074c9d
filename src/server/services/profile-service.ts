import type { ProfileUpdate, User, UserStats } from '../../shared/api/auth';
import type { Visibility } from '../../shared/api/visibility';
import { FieldErrors } from '../auth/errors';
import { checkProfile, type ProfilePatch } from '../auth/profile-rules';
import { findUserById, updateUser } from '../repositories/users-repository';
import { listedSiteTotals, userVisitStats } from '../repositories/users-stats-repository';
import type { AuthContext } from './auth-context';
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
  const patch: ProfilePatch & { defaultVisibility?: Visibility } = checkProfile(
    errors,
    input,
    ctx.clock(),
  );
  errors.throwIfAny();
  // Checked by the request schema already (one of three values); nothing more to check.
  if (input.default_visibility !== undefined) patch.defaultVisibility = input.default_visibility;
  const before = upload ? await findUserById(ctx.db, userId) : undefined;
  const profilePicture = upload ? await storeProfilePicture(ctx, upload) : undefined;
  await updateUser(ctx.db, userId, { ...patch, ...(profilePicture && { profilePicture }) });
  const old = before?.profilePicture;
  if (old && profilePicture && old !== profilePicture) await retireProfilePicture(ctx, old);
  return ownUser(ctx.db, userId);
}

/** The signed-in user's visit statistics (SPEC.md §3 Dashboard user_stats and global_stats). */
export async function profileStats(ctx: AuthContext, userId: number): Promise<UserStats> {
  const mine = await userVisitStats(ctx.db, userId);
  const totals = await listedSiteTotals(ctx.db);
  const percentage =
    totals.total === 0 ? 0 : Math.round((mine.visitedSites * 1000) / totals.total) / 10;
  return {
    total_visits: mine.visitedSites,
    visited_sites: mine.visitedSites,
    countries_visited: mine.countriesVisited,
    visited_by_type: { cultural: mine.cultural, natural: mine.natural, mixed: mine.mixed },
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
