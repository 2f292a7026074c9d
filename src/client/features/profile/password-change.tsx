import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { useT } from '../../i18n/use-t';
import { changePassword } from '../account/commands';
import { lifecycleFailure } from '../account/request-failure';
import { fieldErrors } from '../auth/error-body';
import { AccountNameForPasswordManagers, FormAlert, FormField } from '../auth/form-field';

type Errors = { current: string[]; next: string[]; confirm: string[]; form: string[] };
const NO_ERRORS: Errors = { current: [], next: [], confirm: [], form: [] };

/** The password card: change it with the current one, or (Google-only) set a first one. */
export function PasswordChange({ user }: { user: User }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);

  function close() {
    setOpen(false);
    setValues({ current: '', next: '', confirm: '' });
    setErrors(NO_ERRORS);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (values.next !== values.confirm) {
      setErrors({ ...NO_ERRORS, confirm: [t('account.passwordMismatch')] });
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      await changePassword(values.current, values.next);
      close();
      setChanged(true);
    } catch (error) {
      const failure = await lifecycleFailure(error, t);
      const current = fieldErrors(failure.body, 'current_password').map((e) => e.message);
      const next = fieldErrors(failure.body, 'new_password').map((e) => e.message);
      const form =
        current.length + next.length > 0
          ? []
          : [failure.kind === 'offline' ? failure.message : t('ownProfile.password.failed')];
      setErrors({ current, next, confirm: [], form });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="profile-card" aria-labelledby="profile-password-title">
      <div className="profile-card__head">
        <h2 id="profile-password-title" className="profile-card__title">
          {t('ownProfile.password.title')}
        </h2>
        {user.has_password === false || open ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setChanged(false);
              setOpen(true);
            }}
          >
            {t('ownProfile.password.change')}
          </button>
        )}
      </div>
      {changed ? (
        <p className="inline-notice inline-notice--success" role="status">
          {t('ownProfile.password.changed')}
        </p>
      ) : null}
      {user.has_password === false ? (
        <>
          <p className="profile-google__note">{t('ownProfile.password.none')}</p>
          <Link to="/password-reset" className="button button--secondary button--small">
            {t('ownProfile.password.setFirst')}
          </Link>
        </>
      ) : null}
      {open ? (
        <form className="form-stack" noValidate onSubmit={submit}>
          <FormAlert id="password-change-alert" messages={errors.form} />
          <AccountNameForPasswordManagers username={user.username} />
          <FormField
            id="password-current"
            label={t('account.field.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            value={values.current}
            onChange={(event) => setValues({ ...values, current: event.target.value })}
            errors={errors.current}
          />
          <FormField
            id="password-new"
            label={t('account.field.newPassword')}
            hint={t('account.field.newPasswordHint')}
            type="password"
            autoComplete="new-password"
            required
            value={values.next}
            onChange={(event) => setValues({ ...values, next: event.target.value })}
            errors={errors.next}
          />
          <FormField
            id="password-new-confirm"
            label={t('account.field.newPasswordConfirm')}
            type="password"
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={(event) => setValues({ ...values, confirm: event.target.value })}
            errors={errors.confirm}
          />
          <div className="profile-details__actions">
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={saving || undefined}
            >
              {saving ? t('ownProfile.password.saving') : t('ownProfile.password.change')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('ownProfile.password.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
