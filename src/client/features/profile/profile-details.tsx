import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import type { FormMessage } from '../auth/error-messages';
import { formFailure } from '../auth/form-failure';
import { FormAlert } from '../auth/form-field';
import { saveProfile } from './commands';
import { ProfileEditFields } from './profile-edit-fields';
import { type ProfileField, profileErrorMessages } from './profile-error-messages';
import { type ProfileFormValues, profileFormValues, toProfileUpdate } from './profile-form';

const ALERT_ID = 'profile-alert';

/** The details card: read as a list, edited in place; cancel restores the saved values. */
export function ProfileDetails({ user }: { user: User }) {
  const t = useT();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [messages, setMessages] = useState<FormMessage<ProfileField>[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Keyboard users stay oriented: into the form on edit, back to its button on leaving.
  useEffect(() => {
    if (editing) document.getElementById('profile-display-name')?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function startEditing() {
    setValues(profileFormValues(user));
    setMessages([]);
    setSaved(false);
    setEditing(true);
  }

  function cancel() {
    setValues(profileFormValues(user));
    setMessages([]);
    setEditing(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setMessages([]);
    try {
      await saveProfile(toProfileUpdate(values));
      setEditing(false);
      setSaved(true);
    } catch (error) {
      setMessages(
        await formFailure(error, (body) => profileErrorMessages(body, t), [
          { field: null, message: t('ownProfile.failed') },
        ]),
      );
    } finally {
      setSaving(false);
    }
  }

  const notSet = <span className="profile-details__empty">{t('ownProfile.notSet')}</span>;
  const rows = [
    { label: t('ownProfile.field.username'), value: `@${user.username}` },
    { label: t('ownProfile.field.displayName'), value: user.display_name || notSet },
    { label: t('ownProfile.field.bio'), value: user.bio || notSet, multiline: true },
    {
      label: t('ownProfile.field.birthDate'),
      value: user.birth_date ? formatDate(user.birth_date, locale) : notSet,
    },
    { label: t('ownProfile.field.location'), value: user.location || notSet },
    {
      label: t('ownProfile.field.website'),
      value: user.website ? (
        <a href={user.website} target="_blank" rel="noopener noreferrer ugc">
          {user.website}
        </a>
      ) : (
        notSet
      ),
    },
    { label: t('ownProfile.field.email'), value: user.email || notSet },
  ];

  return (
    <section className="profile-card profile-details" aria-labelledby="profile-details-title">
      <div className="profile-card__head">
        <h2 id="profile-details-title" className="profile-card__title">
          {t('ownProfile.details.title')}
        </h2>
        {editing ? null : (
          <button
            ref={editButton}
            type="button"
            className="button button--secondary button--small"
            onClick={startEditing}
          >
            {t('ownProfile.edit')}
          </button>
        )}
      </div>

      {saved && !editing ? (
        <p className="inline-notice inline-notice--success" role="status">
          {t('ownProfile.saved')}
        </p>
      ) : null}

      {editing ? (
        <form className="form-stack" noValidate onSubmit={submit}>
          <FormAlert id={ALERT_ID} messages={messages.map((message) => message.message)} />
          <ProfileEditFields
            user={user}
            values={values}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            errorsOf={(field) =>
              messages.filter((message) => message.field === field).map((m) => m.message)
            }
          />
          <div className="profile-details__actions">
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={saving || undefined}
            >
              {saving ? t('ownProfile.saving') : t('ownProfile.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={cancel}>
              {t('ownProfile.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <dl className="profile-details__list">
          {rows.map((row) => (
            <div key={row.label} className="profile-details__row">
              <dt>{row.label}</dt>
              <dd className={row.multiline ? 'profile-details__multiline' : undefined}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
