import { randomUUID } from 'node:crypto';
import { newRefreshToken, refreshTokenHash } from '../auth/refresh-token-values';
import { type MailLocale, passwordResetMail, verificationMail } from '../mail/account-mails';
import {
  type AccountTokenPurpose,
  insertAccountToken,
} from '../repositories/account-tokens-repository';
import type { UserRow } from '../repositories/users-repository';
import type { AuthContext } from './auth-context';
import { bucketName } from './rate-limit-service';

/** A verification link lives a day; a reset link an hour (it can take over the account). */
const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

const LINK_PATH: Record<AccountTokenPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/password-reset',
};

/**
 * Stores a new single-use token (its hash only) and mails its link to the
 * account's address. Callers run it in the background (ctx.background), so a
 * slow mail server never holds a request.
 */
export async function sendAccountLink(
  ctx: AuthContext,
  user: UserRow,
  purpose: AccountTokenPurpose,
  locale: MailLocale,
): Promise<void> {
  // 256 random bits, URL-safe: the same strength as a refresh token.
  const token = newRefreshToken();
  const now = ctx.clock();
  await insertAccountToken(ctx.db, {
    id: randomUUID(),
    userId: user.id,
    purpose,
    tokenHash: refreshTokenHash(token),
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  const link = `${ctx.publicUrl}${LINK_PATH[purpose]}?token=${encodeURIComponent(token)}`;
  const name = user.displayName || user.username;
  const compose = purpose === 'verify_email' ? verificationMail : passwordResetMail;
  await ctx.mailer.send(compose(locale, user.email, name, link));
}

/** Counts one mail to the account; throws 429 past a few an hour, so no one is flooded. */
export function countAccountMail(ctx: AuthContext, userId: number): Promise<void> {
  return ctx.limiter.consume(
    ctx.limiter.rules.accountMailsPerAccount,
    bucketName('account-mail', String(userId)),
  );
}
