import { characterCount } from './account-rules';
import type { FieldErrors } from './errors';
import { BIO_MAX, DISPLAY_NAME_MAX, LOCATION_MAX, WEBSITE_MAX } from './limits';

export type ProfilePatch = {
  displayName?: string;
  bio?: string;
  location?: string;
  website?: string;
  birthDate?: string | null;
};

export type ProfileInput = {
  display_name?: string | undefined;
  bio?: string | undefined;
  location?: string | undefined;
  website?: string | undefined;
  birth_date?: string | null | undefined;
};

function isHttpUrl(value: string): boolean {
  if (characterCount(value) > WEBSITE_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** YYYY-MM-DD of a real calendar day. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * "Today" where it is latest on Earth (UTC+14), so nobody's own today counts
 * as the future, whatever their time zone.
 */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Checks the editable profile fields (SPEC.md §5 profile edit) and returns
 * the changes to store. Text is trimmed; an empty birth date means none.
 */
export function checkProfile(errors: FieldErrors, input: ProfileInput, now: Date): ProfilePatch {
  const patch: ProfilePatch = {};
  if (input.display_name !== undefined) {
    patch.displayName = input.display_name.trim();
    if (characterCount(patch.displayName) > DISPLAY_NAME_MAX) {
      errors.add('display_name', 'display_name_too_long');
    }
  }
  if (input.bio !== undefined) {
    patch.bio = input.bio.trim();
    if (characterCount(patch.bio) > BIO_MAX) errors.add('bio', 'bio_too_long');
  }
  if (input.location !== undefined) {
    patch.location = input.location.trim();
    if (characterCount(patch.location) > LOCATION_MAX) errors.add('location', 'location_too_long');
  }
  if (input.website !== undefined) {
    patch.website = input.website.trim();
    if (patch.website !== '' && !isHttpUrl(patch.website)) errors.add('website', 'website_invalid');
  }
  if (input.birth_date !== undefined) {
    const value = input.birth_date?.trim() ?? '';
    patch.birthDate = value === '' ? null : value;
    if (value !== '' && (!isCalendarDate(value) || value < '1900-01-01')) {
      errors.add('birth_date', 'birth_date_invalid');
    } else if (value !== '' && value > latestToday(now)) {
      errors.add('birth_date', 'birth_date_in_future');
    }
  }
  return patch;
}
