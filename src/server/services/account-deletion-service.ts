import type { AccountDeletionRequest } from '../../shared/api/account';
import { AuthError, fieldError } from '../auth/errors';
import { AUTH_MESSAGES } from '../auth/messages';
import {
  deleteUserRow,
  mediaOfUser,
  othersCountingOn,
  parentsOfCommentsOf,
  tombstoneRepliedComments,
} from '../repositories/account-deletion-repository';
import { lockCollectionOf } from '../repositories/collection-repository';
import { pruneTombstones } from '../repositories/comments-repository';
import { moveInScoreCounts, shownScoresOf } from '../repositories/ranking-score-counts-repository';
import { findUserById, type UserRow } from '../repositories/users-repository';
import type { AuthContext } from './auth-context';
import { proveGoogleHolder } from './auth-google-service';
import { proveCurrentPassword } from './auth-password-service';
import { collectionClockOf, refreshSocialBadges } from './collection-service';
import { removeUnreferencedMedia } from './media-cleanup-service';

/**
 * The holder proves they are here: the password of an account that has one; for an account
 * that signs in only with Google, a fresh ID token of the linked Google account.
 */
async function proveHolder(
  ctx: AuthContext,
  user: UserRow,
  proof: AccountDeletionRequest,
  ip: string,
): Promise<void> {
  if (user.passwordHash) {
    if (!proof.password) throw fieldError('password', 'required');
    await proveCurrentPassword(ctx, user, { field: 'password', value: proof.password }, ip);
    return;
  }
  if (!proof.google_token) throw fieldError('google_token', 'required');
  await proveGoogleHolder(ctx, user, proof.google_token, ip);
}

/**
 * Deletes the account and everything of it, in one transaction: the user's row, and through
 * the database's cascades every row that names them. Their comments that others replied to
 * stay as empty tombstones so the replies do; tombstones left with no reply go. Others'
 * social badges that counted the user (followers, likes received, comments on the user's
 * posts) are settled in the same transaction, so rankings and badges agree at once. The
 * files (photos, thumbnails, avatar) are removed after the commit, those no remaining row
 * points at: a rollback never leaves rows pointing at deleted files.
 */
export async function deleteAccount(
  ctx: AuthContext,
  timeZone: string,
  userId: number,
  proof: AccountDeletionRequest,
  ip: string,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AuthError.tokenNotValid(AUTH_MESSAGES.userGone);
  await proveHolder(ctx, user, proof, ip);
  const clock = collectionClockOf({ clock: ctx.clock, timeZone });
  const media = await ctx.db.transaction(async (tx) => {
    // Waits for a change of this user's collection still running (a visit from another device).
    await lockCollectionOf(tx, userId);
    const others = await othersCountingOn(tx, userId);
    const files = await mediaOfUser(tx, userId);
    await tombstoneRepliedComments(tx, userId);
    const parents = await parentsOfCommentsOf(tx, userId);
    const scores = await shownScoresOf(tx, userId);
    if (!(await deleteUserRow(tx, userId))) throw AuthError.tokenNotValid(AUTH_MESSAGES.userGone);
    // Their counters went with the row (cascade); their place in the score counts goes now,
    // after the visits' rows, the order every change locks them in (mendScoreCounts).
    await moveInScoreCounts(tx, scores, []);
    for (const parent of parents) await pruneTombstones(tx, parent);
    for (const other of others) await refreshSocialBadges(tx, other, clock);
    return files;
  });
  removeUnreferencedMedia(ctx, media, 'deleted account media');
}
