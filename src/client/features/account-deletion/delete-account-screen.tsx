import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { AccountDeletionRequest } from '../../../shared/api/account';
import type { User } from '../../../shared/api/auth';
import type { MessageKey } from '../../i18n/ja';
import { useT } from '../../i18n/use-t';
import { AccountNameForPasswordManagers, FormAlert, FormField } from '../auth/form-field';
import { GoogleButton, useGoogleClientId } from '../auth/google-button';
import { useSessionStore } from '../auth/session-store';
import { useOnline } from '../pwa/use-online';
import { ExportButton } from '../your-data/export-section';
import { deleteAccountOnServer, forgetDeletedAccount } from './commands';
import { type DeletionErrors, deletionFailure, NO_ERRORS } from './deletion-failure';
import '../auth/forms.css';
import '../profile/profile.css';
import './account-deletion.css';

/** Everything the deletion takes, in the order a person thinks of it. */
const DELETED: readonly MessageKey[] = [
  'deleteAccount.item.visits',
  'deleteAccount.item.wishlist',
  'deleteAccount.item.profile',
  'deleteAccount.item.social',
  'deleteAccount.item.comments',
  'deleteAccount.item.badges',
  'deleteAccount.item.sessions',
  'deleteAccount.item.device',
];

/**
 * /profile/delete-account: says exactly what goes, offers the export first, and deletes the
 * account once the holder proves it is them (the password, or Google for a Google-only
 * account). Then nothing of the user stays on the device and they land on the home page.
 */
export function DeleteAccountScreen() {
  const t = useT();
  const user = useSessionStore((state) => state.user);
  const online = useOnline();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<DeletionErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  if (!user) return null; // the signed-in layout is leaving for /login

  async function remove(proof: AccountDeletionRequest) {
    if (busy) return;
    if (!navigator.onLine) {
      setErrors({ password: [], form: [t('deleteAccount.offline')] });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await deleteAccountOnServer(proof);
    } catch (error) {
      setErrors(await deletionFailure(error, t));
      setBusy(false);
      return;
    }
    // Leave first: with the session gone on a signed-in screen, its guard would go to /login.
    await navigate({ to: '/' });
    await forgetDeletedAccount();
  }

  return (
    <div className="page delete-account">
      <section className="profile-card" aria-labelledby="delete-account-title">
        <h1 id="delete-account-title" className="profile-card__title">
          {t('deleteAccount.heading')}
        </h1>
        {online ? null : (
          <p className="inline-notice inline-notice--warning" role="status">
            {t('deleteAccount.offline')}
          </p>
        )}
        <p>{t('deleteAccount.lead', { username: user.username })}</p>
        <ul className="delete-account__list" aria-label={t('deleteAccount.listLabel')}>
          {DELETED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t('deleteAccount.exportLead')}</p>
        <ExportButton user={user} />
      </section>
      <section className="profile-card danger-zone" aria-labelledby="delete-account-confirm">
        <h2 id="delete-account-confirm" className="profile-card__title">
          {t('dangerZone.title')}
        </h2>
        {user.has_password === false ? (
          <GoogleProof
            errors={errors}
            busy={busy}
            onToken={(token) => remove({ google_token: token })}
          />
        ) : (
          <PasswordProof
            user={user}
            errors={errors}
            busy={busy}
            onPassword={(password) => remove({ password })}
            onMissing={() =>
              setErrors({ password: [t('deleteAccount.passwordRequired')], form: [] })
            }
          />
        )}
        <Link to="/profile" className="button button--secondary">
          {t('deleteAccount.cancel')}
        </Link>
      </section>
    </div>
  );
}

function PasswordProof({
  user,
  errors,
  busy,
  onPassword,
  onMissing,
}: {
  user: User;
  errors: DeletionErrors;
  busy: boolean;
  onPassword: (password: string) => void;
  onMissing: () => void;
}) {
  const t = useT();
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') onMissing();
    else onPassword(password);
  }
  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      <FormAlert id="delete-account-alert" messages={errors.form} />
      <AccountNameForPasswordManagers username={user.username} />
      <FormField
        id="delete-account-password"
        label={t('deleteAccount.passwordLabel')}
        hint={t('deleteAccount.passwordHint')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={errors.password}
        describedBy={errors.form.length > 0 ? 'delete-account-alert' : undefined}
      />
      <div className="delete-account__actions">
        <button type="submit" className="button button--danger" aria-disabled={busy || undefined}>
          {busy ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
        </button>
      </div>
    </form>
  );
}

/** A Google-only account proves itself with Google's button: a fresh token, its own nonce. */
function GoogleProof({
  errors,
  busy,
  onToken,
}: {
  errors: DeletionErrors;
  busy: boolean;
  onToken: (token: string) => void;
}) {
  const t = useT();
  const [clientId, hideButton] = useGoogleClientId();
  return (
    <>
      <FormAlert id="delete-account-alert" messages={errors.form} />
      {clientId ? (
        <>
          <p>{t('deleteAccount.googleLead')}</p>
          {busy ? <p role="status">{t('deleteAccount.deleting')}</p> : null}
          <div className="google-sign-in">
            <GoogleButton
              clientId={clientId}
              context="use"
              text="continue_with"
              onCredential={onToken}
              onUnavailable={hideButton}
            />
          </div>
        </>
      ) : (
        <>
          <p>{t('deleteAccount.googleUnavailable')}</p>
          <Link to="/password-reset" className="button button--secondary">
            {t('ownProfile.password.setFirst')}
          </Link>
        </>
      )}
    </>
  );
}
