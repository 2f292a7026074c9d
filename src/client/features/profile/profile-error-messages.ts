import type { MessageKey } from '../../i18n/ja';
import type { Translate } from '../../i18n/translate';
import { fieldErrors, generalMessage } from '../auth/error-body';
import type { FormMessage } from '../auth/error-messages';

/** The editable fields of the own profile, in form order, with their labels. */
export const PROFILE_FIELDS = [
  { field: 'display_name', label: 'ownProfile.field.displayName' },
  { field: 'bio', label: 'ownProfile.field.bio' },
  { field: 'birth_date', label: 'ownProfile.field.birthDate' },
  { field: 'location', label: 'ownProfile.field.location' },
  { field: 'website', label: 'ownProfile.field.website' },
] as const satisfies readonly { field: string; label: MessageKey }[];

export type ProfileField = (typeof PROFILE_FIELDS)[number]['field'];

/**
 * A refused profile edit (SPEC.md §5): each field message with its field's label in front
 * (「表示名: …」); else non_field_errors, a detail or a plain string; else
 * 'プロフィールの更新に失敗しました'.
 */
export function profileErrorMessages(body: unknown, t: Translate): FormMessage<ProfileField>[] {
  const messages: FormMessage<ProfileField>[] = [];
  for (const { field, label } of PROFILE_FIELDS) {
    for (const { message } of fieldErrors(body, field)) {
      messages.push({ field, message: t('ownProfile.fieldError', { label: t(label), message }) });
    }
  }
  if (messages.length > 0) return messages;
  return [{ field: null, message: generalMessage(body) ?? t('ownProfile.failed') }];
}

/** A refused picture: 'プロフィール写真の更新に失敗しました', with the server's reason if any. */
export function pictureErrorMessage(body: unknown, t: Translate): string {
  const failed = t('ownProfile.photo.failed');
  const [reason] = fieldErrors(body, 'profile_picture');
  return reason ? `${failed}: ${reason.message}` : failed;
}
