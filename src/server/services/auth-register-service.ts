import type { RegisterRequest, RegisterResponse } from '../../shared/api/auth';
import {
  checkDisplayName,
  checkEmail,
  checkPassword,
  checkPasswordConfirm,
  checkUsername,
} from '../auth/account-rules';
import { FieldErrors } from '../auth/errors';
import { hashPassword } from '../auth/passwords';
import { usernameBase } from '../auth/username';
import { addressKey } from '../http/client-address';
import { emailExists, usernameExists } from '../repositories/users-repository';
import { sendAccountLink } from './account-mail-service';
import { createAccountDerived, createAccountNamed } from './auth-accounts-service';
import type { AuthContext } from './auth-context';
import { type Device, signedIn } from './auth-session-service';
import { bucketName } from './rate-limit-service';

/**
 * Registration in either shape of SPEC.md §7. Every rule of SPEC.md §5 is
 * checked and all failures are answered together as coded field errors.
 * Without a username one is derived from the display name or the e-mail
 * address, and the response says so.
 */
export async function register(
  ctx: AuthContext,
  input: RegisterRequest,
  ip: string,
  device: Device,
): Promise<RegisterResponse> {
  await ctx.limiter.consume(
    ctx.limiter.rules.registerPerIp,
    bucketName('register-ip', addressKey(ip)),
  );
  const username = input.username?.trim();
  const email = input.email.trim();
  const displayName = input.display_name?.trim() ?? '';
  const { password } = input;

  const errors = new FieldErrors();
  checkUsername(errors, username);
  checkEmail(errors, email);
  checkDisplayName(errors, displayName);
  // The password is compared only with the fields that passed their own rules: a value
  // already refused says nothing about the password, and comparing costs time.
  checkPassword(errors, password, {
    username: errors.has('username') ? undefined : username,
    email: errors.has('email') ? undefined : email,
    displayName: errors.has('display_name') ? undefined : displayName,
  });
  checkPasswordConfirm(errors, password, input.password_confirm);
  if (username && !errors.has('username') && (await usernameExists(ctx.db, username))) {
    errors.add('username', 'username_taken');
  }
  if (!errors.has('email') && (await emailExists(ctx.db, email))) {
    errors.add('email', 'email_taken');
  }
  errors.throwIfAny();

  const now = ctx.clock();
  const passwordHash = await hashPassword(password);
  const values = { email, displayName, passwordHash, joinedAt: now, lastActiveAt: now };
  const user = username
    ? await createAccountNamed(ctx.db, username, values)
    : await createAccountDerived(ctx.db, usernameBase(displayName, email), values);
  // The account is usable at once; the mail lets its holder prove the address.
  ctx.background.run('verification mail', () =>
    sendAccountLink(ctx, user, 'verify_email', input.locale ?? 'ja'),
  );
  return { ...(await signedIn(ctx, user.id, device)), username_generated: !username };
}
