import { z } from 'zod';
import { USERNAME_PATTERN } from '../../shared/limits';
import { isCommonPassword } from './common-passwords';
import type { FieldErrors } from './errors';
import {
  DISPLAY_NAME_MAX,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './limits';
import { isTooSimilar, type UserAttributes } from './similarity';

/**
 * The account rules of SPEC.md §5 as pure checks. Each adds coded field errors
 * to `errors`; the services add what needs the database (taken names).
 */

export function isValidUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN &&
    username.length <= USERNAME_MAX &&
    USERNAME_PATTERN.test(username)
  );
}

const emailSchema = z.email();

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && emailSchema.safeParse(email).success;
}

/** Counts characters as people do (code points), not UTF-16 units. */
export function characterCount(value: string): number {
  return [...value].length;
}

/** An absent or blank username is no error: the server derives one. */
export function checkUsername(errors: FieldErrors, username: string | undefined): void {
  if (username && !isValidUsername(username)) errors.add('username', 'username_invalid');
}

export function checkEmail(errors: FieldErrors, email: string): void {
  if (email === '') errors.add('email', 'required');
  else if (!isValidEmail(email)) errors.add('email', 'email_invalid');
}

export function checkDisplayName(errors: FieldErrors, displayName: string | undefined): void {
  if (displayName !== undefined && characterCount(displayName) > DISPLAY_NAME_MAX) {
    errors.add('display_name', 'display_name_too_long');
  }
}

/** Django's validators in one place: length, common, numeric, similar to the user. */
export function checkPassword(
  errors: FieldErrors,
  password: string,
  user: UserAttributes,
  field = 'password',
): void {
  if (password === '') {
    errors.add(field, 'required');
    return;
  }
  if (characterCount(password) < PASSWORD_MIN) errors.add(field, 'password_too_short');
  if (characterCount(password) > PASSWORD_MAX) {
    errors.add(field, 'password_too_long');
    return;
  }
  if (isCommonPassword(password)) errors.add(field, 'password_too_common');
  if (/^\d+$/.test(password)) errors.add(field, 'password_numeric');
  if (isTooSimilar(password, user)) errors.add(field, 'password_too_similar');
}

export function checkPasswordConfirm(
  errors: FieldErrors,
  password: string,
  confirm: string | undefined,
): void {
  if (confirm !== undefined && confirm !== password) {
    errors.add('password_confirm', 'password_mismatch');
  }
}
