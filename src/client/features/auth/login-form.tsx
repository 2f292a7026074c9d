import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { describeFailure } from '../../api/http';
import { useT } from '../../i18n/use-t';
import { AuthCard } from './auth-card';
import { logIn } from './commands';
import { loginErrorMessage } from './error-messages';
import { FormAlert, FormField } from './form-field';
import { GoogleSignIn } from './google-sign-in';
import { useSessionStore } from './session-store';

const ALERT_ID = 'login-alert';

/** Login (SPEC.md §2): account name or e-mail, password, Google, and the way to sign up. */
export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const expired = useSessionStore((state) => state.expired);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!identifier.trim() || !password) {
      setError(t('auth.login.missing'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await logIn(identifier, password);
      await navigate({ to: '/map' });
    } catch (failed) {
      const failure = await describeFailure(failed);
      // What was typed stays: a typo is fixed in place, not typed again.
      setError(
        failure.kind === 'http'
          ? loginErrorMessage(failure.body, t)
          : failure.kind === 'network'
            ? t('auth.error.network')
            : t('auth.login.failed'),
      );
      setSubmitting(false);
    }
  }

  const describedBy = error ? ALERT_ID : undefined;
  return (
    <AuthCard
      title={t('title.login')}
      lead={t('auth.login.lead')}
      footer={
        <>
          {t('auth.login.noAccount')}
          <Link to="/register">{t('auth.login.toRegister')}</Link>
        </>
      }
    >
      {expired && !error ? (
        <p className="inline-notice inline-notice--warning" role="status">
          {t('auth.login.expired')}
        </p>
      ) : null}
      <FormAlert id={ALERT_ID} messages={error ? [error] : []} />
      <form className="form-stack" noValidate onSubmit={submit}>
        <FormField
          id="login-identifier"
          label={t('auth.field.identifier')}
          type="text"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          describedBy={describedBy}
        />
        <FormField
          id="login-password"
          label={t('auth.field.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          describedBy={describedBy}
        />
        <p className="auth-card__aside">
          <Link to="/password-reset">{t('auth.login.forgot')}</Link>
        </p>
        <button
          type="submit"
          className="button button--primary button--large button--block"
          aria-disabled={submitting || undefined}
        >
          {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <GoogleSignIn mode="login" onError={setError} />
    </AuthCard>
  );
}
