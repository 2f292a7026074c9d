import { AUTH_ERROR_CODES, type GoogleAuthResponse, type User } from '../../shared/api/auth';
import { AuthError } from '../auth/errors';
import type { GoogleIdentity } from '../auth/google-id-token';
import { DISPLAY_NAME_MAX } from '../auth/limits';
import { AUTH_MESSAGES } from '../auth/messages';
import { usernameBase } from '../auth/username';
import { addressKey } from '../http/client-address';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  linkGoogleSub,
  type UserRow,
  unlinkGoogleSub,
  violatedUniqueIndex,
} from '../repositories/users-repository';
import { createAccountDerived, GoogleSubTaken } from './auth-accounts-service';
import type { AuthContext } from './auth-context';
import { spendNonceOf } from './auth-google-nonce-service';
import { type Device, signedIn } from './auth-session-service';
import { bucketName } from './rate-limit-service';
import { ownUser } from './users-service';

function withError(status: number, code: string, message: string): AuthError {
  return new AuthError(status, code, message, undefined, { extra: { error: message } });
}

export function googleNotConfigured(): AuthError {
  return withError(404, AUTH_ERROR_CODES.googleNotConfigured, AUTH_MESSAGES.googleNotConfigured);
}

/**
 * The account of a Google identity: by its subject; else an account with the
 * same e-mail address whose holder has proven it (then Google is linked to
 * it); else a new one. An account whose address was never proven is never
 * entered this way: anyone can register someone else's address with a
 * password, and linking would hand the real owner's Google sign-in to them.
 */
async function accountFor(
  ctx: AuthContext,
  identity: GoogleIdentity,
): Promise<{ user: UserRow; isNew: boolean }> {
  const bySub = await findUserByGoogleSub(ctx.db, identity.sub);
  if (bySub) return { user: bySub, isNew: false };

  const byEmail = await findUserByEmail(ctx.db, identity.email);
  if (byEmail) {
    if (byEmail.emailVerifiedAt === null) {
      throw withError(409, AUTH_ERROR_CODES.accountExists, AUTH_MESSAGES.accountExists);
    }
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
      // Google verified the address (google-id-token.ts refuses unverified ones).
      emailVerifiedAt: now,
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
 * derived from the Google profile, no password), and links an existing
 * account with the same e-mail address only when its holder proved it.
 */
export async function googleLogin(
  ctx: AuthContext,
  idToken: string,
  ip: string,
  device: Device,
): Promise<GoogleAuthResponse> {
  if (!ctx.google) throw googleNotConfigured();
  await ctx.limiter.consume(ctx.limiter.rules.loginPerIp, bucketName('login-ip', addressKey(ip)));
  const identity = await ctx.google(idToken);
  await spendNonceOf(ctx, identity);
  const { user, isNew } = await accountFor(ctx, identity);
  return { ...(await signedIn(ctx, user.id, device)), is_new_user: isNew };
}

/**
 * Links Google to the signed-in account (which proved itself with its
 * password). When the Google address is the account's own, the address is
 * proven too.
 */
export async function linkGoogle(ctx: AuthContext, userId: number, idToken: string): Promise<User> {
  if (!ctx.google) throw googleNotConfigured();
  const identity = await ctx.google(idToken);
  await spendNonceOf(ctx, identity);
  const account = await findUserById(ctx.db, userId);
  if (!account) throw AuthError.tokenNotValid(AUTH_MESSAGES.userGone);
  if (account.googleSub === identity.sub) return ownUser(ctx.db, userId);
  const holder = await findUserByGoogleSub(ctx.db, identity.sub);
  if (holder) {
    throw withError(
      409,
      AUTH_ERROR_CODES.googleAccountConflict,
      AUTH_MESSAGES.googleLinkedElsewhere,
    );
  }
  const sameAddress = account.email.toLowerCase() === identity.email.toLowerCase();
  const linked = await linkGoogleSub(
    ctx.db,
    userId,
    identity.sub,
    sameAddress ? ctx.clock() : null,
  ).catch((error: unknown) => {
    // Another request linked this Google account to another account meanwhile.
    if (violatedUniqueIndex(error) === 'users_google_sub_uq') return false;
    throw error;
  });
  if (!linked) {
    throw withError(409, AUTH_ERROR_CODES.googleAccountConflict, AUTH_MESSAGES.googleAlreadyLinked);
  }
  return ownUser(ctx.db, userId);
}

/**
 * Proves that the holder of a Google-only account is here: a fresh ID token (its nonce was
 * issued by this server within 10 minutes, and is spent) of the Google account linked to it.
 */
export async function proveGoogleHolder(
  ctx: AuthContext,
  user: UserRow,
  idToken: string,
  ip: string,
): Promise<void> {
  if (!ctx.google) throw googleNotConfigured();
  await ctx.limiter.consume(ctx.limiter.rules.loginPerIp, bucketName('login-ip', addressKey(ip)));
  const identity = await ctx.google(idToken);
  await spendNonceOf(ctx, identity);
  if (user.googleSub === null || identity.sub !== user.googleSub) {
    throw withError(
      403,
      AUTH_ERROR_CODES.googleAccountMismatch,
      AUTH_MESSAGES.googleNotThisAccount,
    );
  }
}

/** Unlinks Google; refused while the account has no password to sign in with instead. */
export async function unlinkGoogle(ctx: AuthContext, userId: number): Promise<User> {
  if (!(await unlinkGoogleSub(ctx.db, userId))) {
    const account = await findUserById(ctx.db, userId);
    if (!account) throw AuthError.tokenNotValid(AUTH_MESSAGES.userGone);
    throw withError(400, AUTH_ERROR_CODES.passwordRequired, AUTH_MESSAGES.passwordRequired);
  }
  return ownUser(ctx.db, userId);
}
