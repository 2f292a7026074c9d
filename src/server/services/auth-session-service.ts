import { randomUUID } from 'node:crypto';
import type { AuthResponse, TokenPair } from '../../shared/api/auth';
import { AUTH_ERROR_CODES } from '../../shared/api/auth';
import { AuthError, FieldErrors } from '../auth/errors';
import {
  REFRESH_FAMILY_TTL_MS,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
} from '../auth/limits';
import { AUTH_MESSAGES } from '../auth/messages';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { newRefreshToken, refreshTokenHash } from '../auth/refresh-token-values';
import { occasionally } from '../common/occasionally';
import type { Database } from '../db/connect';
import { addressKey } from '../http/client-address';
import {
  deleteExpiredRefreshTokens,
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  type RefreshTokenRow,
  revokeRefreshFamily,
} from '../repositories/refresh-tokens-repository';
import { findUserByLogin, touchLastActive } from '../repositories/users-repository';
import type { AuthContext } from './auth-context';
import { bucketName, reserveLoginAttempt } from './rate-limit-service';
import { ownUser } from './users-service';

type Family = { id: string; expiresAt: Date };

/** What the server knows of the device asking: its User-Agent names it in the device list. */
export type Device = { userAgent?: string | undefined };

/** Long enough for any real browser's User-Agent; the rest is not kept. */
const USER_AGENT_KEPT = 512;

async function storeRefreshToken(
  db: Database,
  userId: number,
  family: Family,
  now: Date,
  device: Device,
  token = newRefreshToken(),
) {
  const slidingExpiry = now.getTime() + REFRESH_TOKEN_TTL_MS;
  await insertRefreshToken(db, {
    id: randomUUID(),
    userId,
    familyId: family.id,
    tokenHash: refreshTokenHash(token),
    createdAt: now,
    expiresAt: new Date(Math.min(slidingExpiry, family.expiresAt.getTime())),
    familyExpiresAt: family.expiresAt,
    userAgent: device.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
  });
  return token;
}

const cleanups = new WeakMap<AuthContext, () => Promise<void>>();

/** Expired refresh tokens are deleted now and then (once an hour per instance). */
function cleanupFor(ctx: AuthContext): () => Promise<void> {
  let cleanup = cleanups.get(ctx);
  if (!cleanup) {
    cleanup = occasionally(60 * 60 * 1000, ctx.clock, (now) =>
      deleteExpiredRefreshTokens(ctx.db, now),
    );
    cleanups.set(ctx, cleanup);
  }
  return cleanup;
}

/** A new sign-in: a new refresh-token family (90 days at most) and an access token. */
export async function startSession(
  ctx: AuthContext,
  userId: number,
  device: Device,
): Promise<TokenPair> {
  const now = ctx.clock();
  await cleanupFor(ctx)();
  const family = { id: randomUUID(), expiresAt: new Date(now.getTime() + REFRESH_FAMILY_TTL_MS) };
  const refresh = await storeRefreshToken(ctx.db, userId, family, now, device);
  await touchLastActive(ctx.db, userId, now);
  return { access: await ctx.tokens.issue(userId, family.id), refresh };
}

export async function signedIn(
  ctx: AuthContext,
  userId: number,
  device: Device,
): Promise<AuthResponse> {
  const tokens = await startSession(ctx, userId, device);
  return { user: await ownUser(ctx.db, userId), ...tokens };
}

function invalidCredentials(): AuthError {
  return new AuthError(401, AUTH_ERROR_CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials);
}

/**
 * Login by account name or e-mail, any case. Unknown account and wrong
 * password answer alike and take as long (a dummy Argon2 check). Each failure
 * counts against the account from that client address (the 6th in a window is
 * refused even when right) and against a looser ceiling for the account from
 * anywhere, so someone hammering an account does not lock its owner out; past a number of
 * failures, addresses that failed wait growing delays (reserveLoginAttempt).
 */
export async function login(
  ctx: AuthContext,
  input: { identifier: string; password: string },
  ip: string,
  device: Device,
): Promise<AuthResponse> {
  const rules = ctx.limiter.rules;
  await ctx.limiter.consume(rules.loginPerIp, bucketName('login-ip', addressKey(ip)));
  const identifier = input.identifier.trim();
  const errors = new FieldErrors();
  if (!identifier) errors.add('username', 'required');
  if (!input.password) errors.add('password', 'required');
  errors.throwIfAny();

  const user = await findUserByLogin(ctx.db, identifier);
  const account = user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
  const release = await reserveLoginAttempt(ctx, account, ip);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw invalidCredentials();
  await release();
  return signedIn(ctx, user.id, device);
}

function refreshNotValid(): AuthError {
  return AuthError.tokenNotValid(AUTH_MESSAGES.refreshNotValid);
}

/**
 * Rotates a refresh token: the presented one is used up and a new one of the
 * same family is issued, valid 30 days from now but never past the family's
 * 90 days. Presented again within REFRESH_REUSE_GRACE_MS, while its successor
 * is still unused, it answers the same pair again (the first answer was lost
 * on the way). Any other second use means it was copied: the whole family is
 * revoked, the newest token included. Limited per client address and per
 * sign-in.
 */
export async function refreshSession(
  ctx: AuthContext,
  refresh: string,
  ip: string,
  device: Device,
): Promise<TokenPair> {
  const rules = ctx.limiter.rules;
  await ctx.limiter.consume(rules.refreshPerIp, bucketName('refresh-ip', addressKey(ip)));
  const now = ctx.clock();
  const row = refresh ? await findRefreshToken(ctx.db, refreshTokenHash(refresh)) : undefined;
  if (!row || row.revokedAt) throw refreshNotValid();
  await ctx.limiter.consume(rules.refreshPerFamily, bucketName('refresh-family', row.familyId));
  if (row.usedAt) {
    const again = await answerAgainWithinGrace(ctx, row, refresh, now);
    if (again) return again;
    await revokeRefreshFamily(ctx.db, row.familyId, now);
    throw refreshNotValid();
  }
  if (row.expiresAt <= now || row.familyExpiresAt <= now) throw refreshNotValid();

  const family = { id: row.familyId, expiresAt: row.familyExpiresAt };
  const successor = ctx.refreshSuccessor(refresh);
  const rotated = await ctx.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, row.id, now))) return false;
    await storeRefreshToken(tx, row.userId, family, now, device, successor);
    return true;
  });
  if (!rotated) {
    // Another request used it between our read and our write: its answer is the pair.
    const again = await answerAgainWithinGrace(ctx, { ...row, usedAt: now }, refresh, now);
    if (again) return again;
    await revokeRefreshFamily(ctx.db, row.familyId, now);
    throw refreshNotValid();
  }
  await touchLastActive(ctx.db, row.userId, now);
  return { access: await ctx.tokens.issue(row.userId, row.familyId, now), refresh: successor };
}

/**
 * The pair a rotation of `presented` gave, if it was rotated within the grace and its
 * successor has not been used or ended since: the same refresh token, and the same access
 * token (issued for the same session at the same second).
 */
async function answerAgainWithinGrace(
  ctx: AuthContext,
  row: RefreshTokenRow,
  presented: string,
  now: Date,
): Promise<TokenPair | undefined> {
  if (!row.usedAt || now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return;
  const successor = ctx.refreshSuccessor(presented);
  const next = await findRefreshToken(ctx.db, refreshTokenHash(successor));
  if (!next || next.familyId !== row.familyId || next.usedAt || next.revokedAt) return;
  if (next.expiresAt <= now) return;
  return {
    access: await ctx.tokens.issue(next.userId, next.familyId, next.createdAt),
    refresh: successor,
  };
}

/** Ends the sign-in the token belongs to (every token of its family). Unknown tokens are ignored. */
export async function logout(ctx: AuthContext, refresh: string): Promise<void> {
  const row = refresh ? await findRefreshToken(ctx.db, refreshTokenHash(refresh)) : undefined;
  if (row) await revokeRefreshFamily(ctx.db, row.familyId, ctx.clock());
}
