import type { AuthResponse } from '../../shared/api/auth';
import { checkPassword } from '../auth/account-rules';
import { AuthError, FieldErrors } from '../auth/errors';
import { AUTH_MESSAGES } from '../auth/messages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { refreshTokenHash } from '../auth/refresh-token-values';
import { addressKey } from '../http/client-address';
import type { MailLocale } from '../mail/account-mails';
import {
  spendAccountToken,
  spendAllAccountTokens,
} from '../repositories/account-tokens-repository';
import { revokeAllRefreshFamilies } from '../repositories/refresh-tokens-repository';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
  type UserRow,
} from '../repositories/users-repository';
import { countAccountMail, sendAccountLink } from './account-mail-service';
import type { AuthContext } from './auth-context';
import { linkInvalid } from './auth-email-service';
import { type Device, signedIn } from './auth-session-service';
import { bucketName, reserveLoginAttempt } from './rate-limit-service';

/**
 * Asks for a reset link. The answer is the same, and as quick, whether or not
 * the address has an account: all the work (lookup, token, mail) happens after
 * the answer, so neither the status nor the time tells an attacker anything.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  email: string,
  locale: MailLocale,
  ip: string,
): Promise<void> {
  await ctx.limiter.consume(
    ctx.limiter.rules.passwordResetPerIp,
    bucketName('reset-ip', addressKey(ip)),
  );
  const address = email.trim();
  ctx.background.run('password reset mail', async () => {
    const user = address ? await findUserByEmail(ctx.db, address) : undefined;
    if (!user) return;
    try {
      await countAccountMail(ctx, user.id);
    } catch {
      return; // Over the limit: the holder has several links already.
    }
    await sendAccountLink(ctx, user, 'reset_password', locale);
  });
}

/** Registration's password rules (SPEC.md §5), answered on `new_password`. */
function checkNewPassword(password: string, user: UserRow): void {
  const errors = new FieldErrors();
  const attributes = { username: user.username, email: user.email, displayName: user.displayName };
  checkPassword(errors, password, attributes, 'new_password');
  errors.throwIfAny();
}

/**
 * Sets a new password from a reset link: the link is used up with every other
 * reset link of the account, every session ends, and the address the link
 * went to counts as proven.
 */
export async function confirmPasswordReset(
  ctx: AuthContext,
  token: string,
  newPassword: string,
): Promise<void> {
  const now = ctx.clock();
  // The link is spent in the transaction that checks the new password: a refused
  // password rolls the spending back, so the link still works for a second try.
  const hash = refreshTokenHash(token);
  const spent = await ctx.db.transaction(async (tx) => {
    const row = await spendAccountToken(tx, hash, 'reset_password', now);
    if (!row) return undefined;
    const user = await findUserById(tx, row.userId);
    if (!user) return undefined;
    checkNewPassword(newPassword, user); // throws: the transaction rolls back
    return { row, user };
  });
  if (!spent) throw linkInvalid();
  const { row, user } = spent;
  await setPasswordHash(ctx.db, user.id, await hashPassword(newPassword));
  await spendAllAccountTokens(ctx.db, user.id, 'reset_password', now);
  await revokeAllRefreshFamilies(ctx.db, user.id, now);
  await markEmailVerified(ctx.db, user.id, row.email, now);
}

/**
 * Checks the account's current password before a change only its holder may make, counted
 * like a login (per address, and as a failed login of the account), so a stolen session
 * cannot guess it. A wrong one is answered on `password.field`.
 */
export async function proveCurrentPassword(
  ctx: AuthContext,
  user: UserRow,
  password: { field: string; value: string },
  ip: string,
): Promise<void> {
  if (!user.passwordHash) {
    throw new AuthError(400, 'password_not_set', AUTH_MESSAGES.noPasswordYet);
  }
  await ctx.limiter.consume(ctx.limiter.rules.loginPerIp, bucketName('login-ip', addressKey(ip)));
  const release = await reserveLoginAttempt(ctx, `user:${user.id}`, ip);
  if (!(await verifyPassword(user.passwordHash, password.value))) {
    throw new FieldErrors().add(password.field, 'password_incorrect').toError();
  }
  await release();
}

/**
 * Changes the password with the current one: the calling device gets a new
 * session, every other session ends. An account with no password (Google
 * only) sets its first one through a reset link instead.
 */
export async function changePassword(
  ctx: AuthContext,
  userId: number,
  input: { current: string; next: string },
  ip: string,
  device: Device,
): Promise<AuthResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AuthError.tokenNotValid(AUTH_MESSAGES.userGone);
  await proveCurrentPassword(ctx, user, { field: 'current_password', value: input.current }, ip);
  checkNewPassword(input.next, user);
  await setPasswordHash(ctx.db, user.id, await hashPassword(input.next));
  await revokeAllRefreshFamilies(ctx.db, user.id, ctx.clock());
  return signedIn(ctx, user.id, device);
}
