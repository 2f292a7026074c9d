import type { ProfileUpdate, User } from '../../../shared/api/auth';
import { PROFILE_PHOTO_MAX_BYTES } from '../../../shared/limits';

/** The editable fields as the form holds them: every value a string. */
export type ProfileFormValues = {
  display_name: string;
  bio: string;
  birth_date: string;
  location: string;
  website: string;
};

export function profileFormValues(user: User): ProfileFormValues {
  return {
    display_name: user.display_name,
    bio: user.bio,
    birth_date: user.birth_date ?? '',
    location: user.location,
    website: user.website,
  };
}

/** What PATCH /auth/profile/ receives: an empty birth date clears it (null, SPEC.md §5). */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    display_name: values.display_name.trim(),
    bio: values.bio.trim(),
    birth_date: values.birth_date.trim() || null,
    location: values.location.trim(),
    website: values.website.trim(),
  };
}

export type PictureProblem = 'notImage' | 'tooLarge';

/** The checks made before an upload (SPEC.md §5): an image, at most 5,242,880 bytes. */
export function pictureProblem(file: { type: string; size: number }): PictureProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}
