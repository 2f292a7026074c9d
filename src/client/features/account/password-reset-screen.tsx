import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { AuthCard } from '../auth/auth-card';
import { fieldErrors } from '../auth/error-body';
import { FormAlert, FormField } from '../auth/form-field';
import { useSessionStore } from '../auth/session-store';
import { logOutAndForget } from '../auth/sign-out-data';
import { confirmPasswordReset, requestPasswordReset } from './commands';
import { lifecycleFailure } from './request-failure';

const ALERT_ID = 'reset-alert';

/** `/password-reset`: ask for a link, or (with the link's token) set the new password. */
export function PasswordResetScreen({ token }: { token: string | undefined }) {
  const t = useT();
  return (
    <AuthCard
      title={t('title.passwordReset')}
      lead={token ? t('reset.confirm.lead') : t('reset.request.lead')}
      footer={<Link to="/login">{t('reset.toLogin')}</Link>}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
    </AuthCard>
  );
}

function RequestLinkForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!email.trim()) {
      setError(t('reset.request.missing'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await requestPasswordReset(email);
      setSentTo(email.trim());
    } catch (failed) {
      const failure = await lifecycleFailure(failed, t);
      setError(
        failure.kind === 'offline'
          ? failure.message
          : t('reset.failed', { message: failure.message }),
      );
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <p className="inline-notice inline-notice--success" role="status">
        {t('reset.request.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <>
      <FormAlert id={ALERT_ID} messages={error ? [error] : []} />
      <form className="form-stack" noValidate onSubmit={submit}>
        <FormField
          id="reset-email"
          label={t('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          describedBy={error ? ALERT_ID : undefined}
        />
        <button
          type="submit"
          className="button button--primary button--large button--block"
          aria-disabled={sending || undefined}
        >
          {sending ? t('reset.request.sending') : t('reset.request.submit')}
        </button>
      </form>
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<'editing' | 'saving' | 'done' | 'link-invalid'>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const [passwordErrors, setPasswordErrors] = useState<string[]>([]);
  const [confirmErrors, setConfirmErrors] = useState<string[]>([]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'saving') return;
    setFormError(null);
    setPasswordErrors([]);
    setConfirmErrors(password === confirm ? [] : [t('account.passwordMismatch')]);
    if (password !== confirm) return;
    setState('saving');
    try {
      await confirmPasswordReset(token, password);
      // The server ended every session of the account, this device's too.
      if (useSessionStore.getState().user) await logOutAndForget({ keepWaiting: true });
      setState('done');
    } catch (failed) {
      const failure = await lifecycleFailure(failed, t);
      if (failure.kind === 'link-invalid') return setState('link-invalid');
      const messages = fieldErrors(failure.body, 'new_password').map((e) => e.message);
      if (messages.length > 0) setPasswordErrors(messages);
      else
        setFormError(
          failure.kind === 'offline'
            ? failure.message
            : t('reset.failed', { message: failure.message }),
        );
      setState('editing');
    }
  }

  if (state === 'done') {
    return (
      <>
        <p className="inline-notice inline-notice--success" role="status">
          {t('reset.confirm.done')}
        </p>
        <Link to="/login" className="button button--primary button--large button--block">
          {t('reset.toLogin')}
        </Link>
      </>
    );
  }
  if (state === 'link-invalid') {
    return (
      <>
        <p className="inline-notice inline-notice--error" role="alert">
          {t('reset.linkInvalid')}
        </p>
        <Link to="/password-reset" className="button button--secondary button--block">
          {t('reset.requestAgain')}
        </Link>
      </>
    );
  }
  return (
    <>
      <FormAlert id={ALERT_ID} messages={formError ? [formError] : []} />
      <form className="form-stack" noValidate onSubmit={submit}>
        <FormField
          id="reset-new-password"
          label={t('account.field.newPassword')}
          hint={t('account.field.newPasswordHint')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={passwordErrors}
        />
        <FormField
          id="reset-new-password-confirm"
          label={t('account.field.newPasswordConfirm')}
          type="password"
          name="new-password-confirm"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          errors={confirmErrors}
        />
        <button
          type="submit"
          className="button button--primary button--large button--block"
          aria-disabled={state === 'saving' || undefined}
        >
          {state === 'saving' ? t('reset.confirm.saving') : t('reset.confirm.submit')}
        </button>
      </form>
    </>
  );
}
