import { AUTH_ERROR_CODES } from '../../shared/api/auth-error-codes';
import { AuthError } from '../auth/errors';
import { AUTH_MESSAGES } from '../auth/messages';
import { refreshTokenHash } from '../auth/refresh-token-values';
import type { MailLocale } from '../mail/account-mails';
import { spendAccountToken } from '../repositories/account-tokens-repository';
import { findUserById, markEmailVerified } from '../repositories/users-repository';
import { countAccountMail, sendAccountLink } from './account-mail-service';
import type { AuthContext } from './auth-context';

export function linkInvalid(): AuthError {
  return new AuthError(400, AUTH_ERROR_CODES.linkInvalid, AUTH_MESSAGES.linkInvalid);
}

/** The link of a verification mail: proves the address it was sent to, if still the account's. */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<void> {
  const row = await spendAccountToken(ctx.db, refreshTokenHash(token), 'verify_email', ctx.clock());
  if (!row) throw linkInvalid();
  if (!(await markEmailVerified(ctx.db, row.userId, row.email, ctx.clock()))) throw linkInvalid();
}

/** Sends a new verification link; false when the address is already proven (nothing sent). */
export async function resendVerification(
  ctx: AuthContext,
  userId: number,
  locale: MailLocale,
): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AuthError.tokenNotValid(AUTH_MESSAGES.userGone);
  if (user.emailVerifiedAt) return false;
  await countAccountMail(ctx, user.id);
  ctx.background.run('verification mail', () => sendAccountLink(ctx, user, 'verify_email', locale));
  return true;
}
