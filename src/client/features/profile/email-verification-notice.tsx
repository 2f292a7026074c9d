import { useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { useT } from '../../i18n/use-t';
import { resendVerification } from '../account/commands';
import { lifecycleFailure } from '../account/request-failure';

/** Until the address is proven: says so and offers a new link. */
export function EmailVerificationNotice({ user }: { user: User }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { failed: string }>('idle');
  if (user.email_verified !== false) return null;

  async function resend() {
    if (state === 'sending') return;
    setState('sending');
    try {
      await resendVerification();
      setState('sent');
    } catch (error) {
      const failure = await lifecycleFailure(error, t);
      setState({
        failed:
          failure.kind === 'offline'
            ? failure.message
            : t('ownProfile.email.resendFailed', { message: failure.message }),
      });
    }
  }

  return (
    <div className="inline-notice inline-notice--warning profile-page__notice" role="status">
      <span>
        {state === 'sent' ? t('ownProfile.email.resent') : t('ownProfile.email.unverified')}
        {typeof state === 'object' ? <span role="alert"> {state.failed}</span> : null}
      </span>
      {state === 'sent' ? null : (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-disabled={state === 'sending' || undefined}
          onClick={() => void resend()}
        >
          {state === 'sending' ? t('ownProfile.email.resending') : t('ownProfile.email.resend')}
        </button>
      )}
    </div>
  );
}
