import { describeFailure } from '../../api/http';
import type { Translate } from '../../i18n/translate';
import { errorCode, serverMessage } from '../auth/error-body';

/** A failed lifecycle call as the person should read it: offline, a dead link, or the server's reason. */
export async function lifecycleFailure(
  error: unknown,
  t: Translate,
): Promise<{ kind: 'offline' | 'link-invalid' | 'refused'; message: string; body?: unknown }> {
  const failure = await describeFailure(error);
  if (failure.kind !== 'http') return { kind: 'offline', message: t('account.offline') };
  if (errorCode(failure.body) === 'link_invalid') {
    return { kind: 'link-invalid', message: '', body: failure.body };
  }
  return {
    kind: 'refused',
    message: serverMessage(failure.body) ?? t('auth.google.unknown'),
    body: failure.body,
  };
}
