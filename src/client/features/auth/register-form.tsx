import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { AuthCard } from './auth-card';
import { type RegisterForm as RegisterValues, register } from './commands';
import { type FormMessage, type RegisterInput, registerErrorMessages } from './error-messages';
import { formFailure } from './form-failure';
import { FormAlert, FormField } from './form-field';
import { GoogleSignIn } from './google-sign-in';

const ALERT_ID = 'register-alert';
const EMPTY: RegisterValues = { displayName: '', email: '', password: '', passwordConfirm: '' };

/**
 * Sign-up (SPEC.md §2, §5). The only rule checked here is that the two passwords match;
 * every other rule is the server's, and each of its answers is shown by code.
 */
export function RegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [messages, setMessages] = useState<FormMessage<RegisterInput>[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const change = (name: keyof RegisterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const errorsOf = (field: RegisterInput) =>
    messages.filter((message) => message.field === field).map((message) => message.message);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (values.password !== values.passwordConfirm) {
      setMessages([{ field: 'password_confirm', message: t('auth.error.passwordMismatch') }]);
      return;
    }
    setMessages([]);
    setSubmitting(true);
    try {
      await register(values);
      await navigate({ to: '/map' });
    } catch (failed) {
      // Everything typed stays, passwords included, so one fix is one edit.
      setMessages(
        await formFailure(failed, (body) => registerErrorMessages(body, t), [
          { field: null, message: t('auth.error.network') },
        ]),
      );
      setSubmitting(false);
    }
  }

  const showGoogleError = (message: string | null) =>
    setMessages(message ? [{ field: null, message }] : []);
  const formLevel = messages.some((message) => message.field === null) ? ALERT_ID : undefined;

  return (
    <AuthCard
      title={t('title.register')}
      lead={t('auth.register.lead')}
      footer={
        <>
          {t('auth.register.haveAccount')}
          <Link to="/login">{t('auth.register.toLogin')}</Link>
        </>
      }
    >
      <FormAlert
        id={ALERT_ID}
        title={messages.length > 1 ? t('auth.register.errorsTitle') : undefined}
        messages={messages.map((message) => message.message)}
      />
      <form className="form-stack" noValidate onSubmit={submit}>
        <FormField
          id="register-display-name"
          label={t('auth.field.displayName')}
          optional
          hint={t('auth.field.displayNameHint')}
          type="text"
          name="display_name"
          autoComplete="nickname"
          value={values.displayName}
          onChange={change('displayName')}
          errors={errorsOf('display_name')}
          describedBy={formLevel}
        />
        <FormField
          id="register-email"
          label={t('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={change('email')}
          errors={errorsOf('email')}
        />
        <FormField
          id="register-password"
          label={t('auth.field.password')}
          hint={t('auth.field.passwordHint')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          errors={errorsOf('password')}
        />
        <FormField
          id="register-password-confirm"
          label={t('auth.field.passwordConfirm')}
          type="password"
          name="password_confirm"
          autoComplete="new-password"
          required
          value={values.passwordConfirm}
          onChange={change('passwordConfirm')}
          errors={errorsOf('password_confirm')}
        />
        <button
          type="submit"
          className="button button--primary button--large button--block"
          aria-disabled={submitting || undefined}
        >
          {submitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
      <GoogleSignIn mode="register" onError={showGoogleError} />
    </AuthCard>
  );
}
