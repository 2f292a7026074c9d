import type { User } from '../../../shared/api/auth';
import { DISPLAY_NAME_MAX } from '../../../shared/limits';
import { useT } from '../../i18n/use-t';
import { FormField } from '../auth/form-field';
import type { ProfileField } from './profile-error-messages';
import type { ProfileFormValues } from './profile-form';

type ProfileEditFieldsProps = {
  user: User;
  values: ProfileFormValues;
  onChange: (field: ProfileField, value: string) => void;
  errorsOf: (field: ProfileField) => string[];
};

/** Today as YYYY-MM-DD in local time: a birth date cannot lie in the future. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The inputs of the profile edit form; account name and e-mail are shown read-only. */
export function ProfileEditFields({ user, values, onChange, errorsOf }: ProfileEditFieldsProps) {
  const t = useT();
  const bind = (field: ProfileField) => ({
    value: values[field],
    errors: errorsOf(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <>
      <FormField
        id="profile-username"
        label={t('ownProfile.field.username')}
        hint={t('ownProfile.readOnly')}
        type="text"
        value={`@${user.username}`}
        readOnly
      />
      <FormField
        id="profile-display-name"
        label={t('ownProfile.field.displayName')}
        hint={t('ownProfile.field.displayNameHint')}
        type="text"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        {...bind('display_name')}
      />
      <FormField
        id="profile-bio"
        label={t('ownProfile.field.bio')}
        multiline
        rows={4}
        {...bind('bio')}
      />
      <FormField
        id="profile-birth-date"
        label={t('ownProfile.field.birthDate')}
        type="date"
        autoComplete="bday"
        max={today()}
        {...bind('birth_date')}
      />
      <FormField
        id="profile-location"
        label={t('ownProfile.field.location')}
        type="text"
        autoComplete="address-level1"
        {...bind('location')}
      />
      <FormField
        id="profile-website"
        label={t('ownProfile.field.website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        {...bind('website')}
      />
      <FormField
        id="profile-email"
        label={t('ownProfile.field.email')}
        hint={t('ownProfile.readOnly')}
        type="email"
        value={user.email ?? ''}
        readOnly
      />
    </>
  );
}
