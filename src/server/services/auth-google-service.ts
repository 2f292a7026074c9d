import { AUTH_ERROR_CODES, type GoogleAuthResponse } from '../../shared/api/auth';
import { AuthError } from '../auth/errors';
import type { GoogleIdentity } from '../auth/google-id-token';
import { DISPLAY_NAME_MAX } from '../auth/limits';
import { AUTH_MESSAGES } from '../auth/messages';
import { usernameBase } from '../auth/username';
import {
  findUserByEmail,
  findUserByGoogleSub,
  linkGoogleSub,
  type UserRow,
} from '../repositories/users-repository';
import { createAccountDerived, GoogleSubTaken } from './auth-accounts-service';
import type { AuthContext } from './auth-context';
import { signedIn } from './auth-session-service';
import { bucketName } from './rate-limit-service';

function withError(status: number, code: string, message: string): AuthError {
  return new AuthError(status, code, message, undefined, { extra: { error: message } });
}

export function googleNotConfigured(): AuthError {
  return withError(404, AUTH_ERROR_CODES.googleNotConfigured, AUTH_MESSAGES.googleNotConfigured);
}

/** The account of a Google identity: by its subject, else linked by verified e-mail, else new. */
async function accountFor(
  ctx: AuthContext,
  identity: GoogleIdentity,
): Promise<{ user: UserRow; isNew: boolean }> {
  const bySub = await findUserByGoogleSub(ctx.db, identity.sub);
  if (bySub) return { user: bySub, isNew: false };

  const byEmail = await findUserByEmail(ctx.db, identity.email);
  if (byEmail) {
    if (byEmail.googleSub === null && (await linkGoogleSub(ctx.db, byEmail.id, identity.sub))) {
      return { user: byEmail, isNew: false };
    }
    const linked = await findUserByGoogleSub(ctx.db, identity.sub);
    if (linked) return { user: linked, isNew: false };
    throw withError(
      409,
      AUTH_ERROR_CODES.googleAccountConflict,
      AUTH_MESSAGES.googleAccountConflict,
    );
  }

  const displayName = [...(identity.name ?? '').trim()].slice(0, DISPLAY_NAME_MAX).join('');
  const now = ctx.clock();
  try {
    const user = await createAccountDerived(ctx.db, usernameBase(displayName, identity.email), {
      email: identity.email,
      displayName,
      passwordHash: null,
      googleSub: identity.sub,
      joinedAt: now,
      lastActiveAt: now,
    });
    return { user, isNew: true };
  } catch (error) {
    // The same Google account signing in twice at once: the other request created it.
    const created = await findUserByGoogleSub(ctx.db, identity.sub);
    if (created && (error instanceof GoogleSubTaken || error instanceof AuthError)) {
      return { user: created, isNew: false };
    }
    throw error;
  }
}

/**
 * Sign-in with a Google ID token: creates the account on first use (a name
 * derived from the Google profile, no password) and links an existing account
 * with the same e-mail address, which Google has verified.
 */
export async function googleLogin(
  ctx: AuthContext,
  idToken: string,
  ip: string,
): Promise<GoogleAuthResponse> {
  if (!ctx.google) throw googleNotConfigured();
  await ctx.limiter.consume(ctx.limiter.rules.loginPerIp, bucketName('login-ip', ip));
  const identity = await ctx.google(idToken);
  const { user, isNew } = await accountFor(ctx, identity);
  return { ...(await signedIn(ctx, user.id)), is_new_user: isNew };
}
