import { randomBytes } from 'node:crypto';
import { AUTH_ERROR_CODES, type GoogleNonce } from '../../shared/api/auth';
import { AuthError } from '../auth/errors';
import type { GoogleIdentity } from '../auth/google-id-token';
import { GOOGLE_NONCE_TTL_MS } from '../auth/limits';
import { AUTH_MESSAGES } from '../auth/messages';
import { occasionally } from '../common/occasionally';
import { addressKey } from '../http/client-address';
import {
  deleteExpiredGoogleNonces,
  insertGoogleNonce,
  spendGoogleNonce,
} from '../repositories/google-nonces-repository';
import type { AuthContext } from './auth-context';
import { bucketName } from './rate-limit-service';

const cleanups = new WeakMap<AuthContext, () => Promise<void>>();

function cleanupFor(ctx: AuthContext): () => Promise<void> {
  let cleanup = cleanups.get(ctx);
  if (!cleanup) {
    cleanup = occasionally(60 * 60 * 1000, ctx.clock, (now) =>
      deleteExpiredGoogleNonces(ctx.db, now),
    );
    cleanups.set(ctx, cleanup);
  }
  return cleanup;
}

/**
 * A nonce for the Google button: Google copies it into the ID token, and the
 * token is accepted once, within 10 minutes. Counted with the per-address login
 * limit's numbers in a bucket of its own. Issued whether or not Google sign-in
 * is configured: it reveals nothing and costs a row.
 */
export async function issueGoogleNonce(ctx: AuthContext, ip: string): Promise<GoogleNonce> {
  await ctx.limiter.consume(
    ctx.limiter.rules.loginPerIp,
    bucketName('google-nonce-ip', addressKey(ip)),
  );
  const now = ctx.clock();
  await cleanupFor(ctx)();
  const nonce = randomBytes(24).toString('base64url');
  await insertGoogleNonce(ctx.db, nonce, now, new Date(now.getTime() + GOOGLE_NONCE_TTL_MS));
  return { nonce };
}

/** Refuses an ID token without a nonce this server issued and nobody has used. */
export async function spendNonceOf(ctx: AuthContext, identity: GoogleIdentity): Promise<void> {
  if (identity.nonce && (await spendGoogleNonce(ctx.db, identity.nonce, ctx.clock()))) return;
  const message = AUTH_MESSAGES.googleNonceInvalid;
  throw new AuthError(400, AUTH_ERROR_CODES.googleTokenInvalid, message, undefined, {
    extra: { error: message },
  });
}
