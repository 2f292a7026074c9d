/**
 * The own profile's reads and writes. Every answer from the server is also kept in the
 * stored session, so the profile (and the header) show the last known copy offline.
 */
import type { ProfileUpdate, User, UserStats } from '../../../shared/api/auth';
import { http } from '../../api/http';
import { sessionRows } from '../../db/session';

/**
 * Fetches the profile and the visit statistics and stores both. Fails when the profile
 * cannot be fetched; statistics that fail keep their last stored copy.
 */
export async function reloadProfile(): Promise<void> {
  const [user, stats] = await Promise.allSettled([
    http.get('auth/profile/').json<User>(),
    http.get('auth/stats/').json<UserStats>(),
  ]);
  if (user.status === 'rejected') throw user.reason;
  await sessionRows.saveUser(user.value);
  if (stats.status === 'fulfilled') await sessionRows.saveStats(user.value.id, stats.value);
}

/** Saves edited fields; the server answers with the whole updated user. */
export async function saveProfile(update: ProfileUpdate): Promise<User> {
  const user = await http.patch('auth/profile/', { json: update, retry: 0 }).json<User>();
  await sessionRows.saveUser(user);
  return user;
}

/** Uploads a new profile picture (multipart field `profile_picture`). */
export async function saveProfilePicture(file: File): Promise<User> {
  const body = new FormData();
  body.append('profile_picture', file, file.name);
  const user = await http.patch('auth/profile/', { body, retry: 0 }).json<User>();
  await sessionRows.saveUser(user);
  return user;
}

/** Links a Google account (its ID token from Google's button) to the signed-in account. */
export async function linkGoogleAccount(credential: string): Promise<User> {
  const user = await http
    .post('auth/google/link/', { json: { token: credential }, retry: 0 })
    .json<User>();
  await sessionRows.saveUser(user);
  return user;
}

/** Unlinks Google; the server refuses while the account has no password. */
export async function unlinkGoogleAccount(): Promise<User> {
  const user = await http.delete('auth/google/link/', { retry: 0 }).json<User>();
  await sessionRows.saveUser(user);
  return user;
}
