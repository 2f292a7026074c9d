import type { FieldErrorCode } from '../../../shared/api/auth';
import { AUTH_ERROR_CODES } from '../../../shared/api/auth-error-codes';
import type { MessageKey } from '../../i18n/ja';
import type { Translate } from '../../i18n/translate';
import { errorCode, fieldErrors, generalMessage, serverMessage } from './error-body';

/** A message for the form, attached to one of its inputs or (null) to the whole form. */
export type FormMessage<Field extends string> = { field: Field | null; message: string };

export type RegisterInput = 'display_name' | 'email' | 'password' | 'password_confirm';

type FieldRule = {
  /** The input the message belongs to; null for the account name, which has no input. */
  input: RegisterInput | null;
  known: Partial<Record<FieldErrorCode, MessageKey>>;
  /** `{message}` is the server's own text for codes without a message of ours. */
  other: MessageKey;
};

/** SPEC.md §5: server-enforced registration rules and the message each one shows. */
const REGISTER_RULES: Record<string, FieldRule> = {
  username: {
    input: null,
    known: {
      username_taken: 'auth.error.usernameTaken',
      username_invalid: 'auth.error.usernameInvalid',
    },
    other: 'auth.error.usernameOther',
  },
  email: {
    input: 'email',
    known: { email_taken: 'auth.error.emailTaken', email_invalid: 'auth.error.emailInvalid' },
    other: 'auth.error.emailOther',
  },
  password: {
    input: 'password',
    known: {
      password_too_short: 'auth.error.passwordTooShort',
      password_too_common: 'auth.error.passwordTooCommon',
      password_numeric: 'auth.error.passwordNumeric',
    },
    other: 'auth.error.passwordOther',
  },
  // Not in SPEC.md's list, but a server rule all the same: shown the same way.
  display_name: { input: 'display_name', known: {}, other: 'auth.error.displayNameOther' },
  password_confirm: {
    input: 'password_confirm',
    known: { password_mismatch: 'auth.error.passwordMismatch' },
    other: 'auth.error.passwordConfirmOther',
  },
};

/**
 * Every message a failed registration should show, mapped by code (SPEC.md §5). With no
 * field errors: the first non_field_errors entry, `detail`/`error`, a plain string body,
 * else 'アカウントの作成に失敗しました'.
 */
export function registerErrorMessages(body: unknown, t: Translate): FormMessage<RegisterInput>[] {
  const messages: FormMessage<RegisterInput>[] = [];
  for (const [field, rule] of Object.entries(REGISTER_RULES)) {
    for (const { message, code } of fieldErrors(body, field)) {
      const key = code ? rule.known[code as FieldErrorCode] : undefined;
      messages.push({ field: rule.input, message: key ? t(key) : t(rule.other, { message }) });
    }
  }
  if (messages.length > 0) return messages;
  return [{ field: null, message: generalMessage(body) ?? t('auth.register.failed') }];
}

/** Login failure: the server's message, else 'ログインに失敗しました' (SPEC.md §8). */
export function loginErrorMessage(body: unknown, t: Translate): string {
  return serverMessage(body) ?? t('auth.login.failed');
}

export type GoogleMode = 'login' | 'register';

/** The server refused a Google sign-in (SPEC.md §8). */
export function googleErrorMessage(body: unknown, mode: GoogleMode, t: Translate): string {
  // A password account holds this address: the way in is the password, then linking.
  if (errorCode(body) === AUTH_ERROR_CODES.accountExists) return t('auth.google.accountExists');
  const message = serverMessage(body);
  if (mode === 'register') {
    const failed = t('auth.google.registerFailed');
    return message ? `${failed}: ${message}` : failed;
  }
  return t('auth.google.failed', { message: message ?? t('auth.google.unknown') });
}
