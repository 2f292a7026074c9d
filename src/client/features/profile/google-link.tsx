import { useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { useT } from '../../i18n/use-t';
import { serverMessage } from '../auth/error-body';
import { formFailure } from '../auth/form-failure';
import { GoogleButton, useGoogleClientId } from '../auth/google-button';
import { linkGoogleAccount, unlinkGoogleAccount } from './commands';

type Outcome = { kind: 'done'; message: string } | { kind: 'failed'; message: string } | null;

/**
 * Google sign-in for an account that exists: how a password account whose address is not
 * proven gets Google (Google never links itself to one at sign-in), and how it is undone.
 * Hidden when the server offers no Google sign-in and none is linked.
 */
export function GoogleLinkSection({ user }: { user: User }) {
  const t = useT();
  const [clientId, hideButton] = useGoogleClientId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const linked = user.google_linked === true;

  async function change(action: () => Promise<User>, doneMessage: string) {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await action();
      setOutcome({ kind: 'done', message: doneMessage });
    } catch (error) {
      const message = await formFailure(
        error,
        (body) =>
          t('ownProfile.google.failed', {
            message: serverMessage(body) ?? t('auth.google.unknown'),
          }),
        t('ownProfile.google.offline'),
      );
      setOutcome({ kind: 'failed', message });
    } finally {
      setBusy(false);
    }
  }

  if (!linked && !clientId) return null;
  return (
    <section className="profile-card profile-google" aria-labelledby="profile-google-title">
      <h2 id="profile-google-title" className="profile-card__title">
        {t('ownProfile.google.title')}
      </h2>
      {outcome?.kind === 'done' ? (
        <p className="inline-notice inline-notice--success" role="status">
          {outcome.message}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <p className="inline-notice inline-notice--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {linked ? (
        <>
          <p>{t('ownProfile.google.linked')}</p>
          {user.has_password === false ? (
            <p className="profile-google__note">{t('ownProfile.google.needsPassword')}</p>
          ) : (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-disabled={busy || undefined}
              onClick={() => void change(unlinkGoogleAccount, t('ownProfile.google.unlinkedNow'))}
            >
              {busy ? t('ownProfile.google.unlinking') : t('ownProfile.google.unlink')}
            </button>
          )}
        </>
      ) : (
        <>
          <p>{t('ownProfile.google.notLinked')}</p>
          {clientId ? (
            <div className="google-sign-in">
              <GoogleButton
                clientId={clientId}
                context="use"
                text="continue_with"
                onCredential={(credential) =>
                  void change(() => linkGoogleAccount(credential), t('ownProfile.google.linkedNow'))
                }
                onUnavailable={hideButton}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
