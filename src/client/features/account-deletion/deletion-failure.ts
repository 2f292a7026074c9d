import { AUTH_ERROR_CODES } from '../../../shared/api/auth-error-codes';
import { describeFailure } from '../../api/http';
import type { Translate } from '../../i18n/translate';
import { errorCode, fieldErrors, generalMessage, serverMessage } from '../auth/error-body';

/** What a refused deletion shows: under the password, or for the whole form. */
export type DeletionErrors = { password: string[]; form: string[] };
export const NO_ERRORS: DeletionErrors = { password: [], form: [] };

/**
 * A failed deletion in the person's language: the server's codes are mapped to our own
 * messages (its texts are Japanese); anything else quotes the server.
 */
export async function deletionFailure(error: unknown, t: Translate): Promise<DeletionErrors> {
  const failure = await describeFailure(error);
  if (failure.kind === 'network') return { password: [], form: [t('deleteAccount.offline')] };
  if (failure.kind === 'session-ended') {
    return {
      password: [],
      form: [t('deleteAccount.failed', { message: t('auth.login.expired') })],
    };
  }
  const { body, status } = failure;
  const codes = fieldErrors(body, 'password').map((field) => field.code);
  if (codes.includes('password_incorrect')) {
    return { password: [t('deleteAccount.passwordIncorrect')], form: [] };
  }
  if (codes.includes('required'))
    return { password: [t('deleteAccount.passwordRequired')], form: [] };
  if (errorCode(body) === AUTH_ERROR_CODES.googleAccountMismatch) {
    return { password: [], form: [t('deleteAccount.googleMismatch')] };
  }
  if (status === 429) return { password: [], form: [t('deleteAccount.rateLimited')] };
  const message = serverMessage(body) ?? generalMessage(body) ?? String(status);
  return { password: [], form: [t('deleteAccount.failed', { message })] };
}
