import { fieldError } from '../auth/errors';
import { NotAnImage, removeAvatar, storeAvatar } from '../media/avatars';
import { countUsersWithPicture } from '../repositories/users-repository';
import { countAccountEvent } from './account-limits';
import type { AuthContext } from './auth-context';

/**
 * Checks and re-encodes an uploaded picture and stores it; returns its /media/ path. Counted
 * before decoding, so an account past its hourly limit costs no decoding at all.
 */
export async function storeProfilePicture(
  ctx: AuthContext,
  userId: number,
  upload: Buffer,
): Promise<string> {
  await countAccountEvent(ctx.db, ctx.limits, 'profile-picture', userId);
  try {
    return await storeAvatar(ctx.media, await ctx.limits.images.avatar(upload));
  } catch (error) {
    if (error instanceof NotAnImage) throw fieldError('profile_picture', 'image_invalid');
    throw error;
  }
}

/** Deletes a replaced picture unless some account still shows it (files are shared by content). */
export async function retireProfilePicture(ctx: AuthContext, picture: string): Promise<void> {
  if ((await countUsersWithPicture(ctx.db, picture)) === 0) {
    await removeAvatar(ctx.media, picture);
  }
}
