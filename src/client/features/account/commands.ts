/**
 * The credential lifecycle's calls: mailed links (verification, reset), the password
 * change and the signed-in devices. None of them goes through the outbox: each needs the
 * server's answer there and then (a password, a link), and offline they say so.
 */
import type { SignInSession, SignInSessions } from '../../../shared/api/account';
import type { AuthResponse } from '../../../shared/api/auth';
import { http } from '../../api/http';
import { useLocaleStore } from '../../i18n/locale-store';
import { useSessionStore } from '../auth/session-store';
import { reloadProfile } from '../profile/commands';

const once = { retry: 0 } as const;
const locale = () => useLocaleStore.getState().locale;

export async function verifyEmail(token: string): Promise<void> {
  await http.post('auth/email/verify/', { json: { token }, ...once });
  // A signed-in holder sees the change on the profile at once.
  if (useSessionStore.getState().user) await reloadProfile().catch(() => undefined);
}

export async function resendVerification(): Promise<void> {
  await http.post('auth/email/resend/', { json: { locale: locale() }, ...once });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await http.post('auth/password/reset/', {
    json: { email: email.trim(), locale: locale() },
    ...once,
  });
}

export async function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
  await http.post('auth/password/reset/confirm/', {
    json: { token, new_password: newPassword },
    ...once,
  });
}

/** Changes the password; the server ends every other device and hands this one new tokens. */
export async function changePassword(current: string, next: string): Promise<void> {
  const auth = await http
    .post('auth/password/', { json: { current_password: current, new_password: next }, ...once })
    .json<AuthResponse>();
  await useSessionStore.getState().signIn(auth);
}

export async function fetchSessions(): Promise<SignInSession[]> {
  return (await http.get('auth/sessions/').json<SignInSessions>()).results;
}

export async function endSession(id: string): Promise<void> {
  await http.delete(`auth/sessions/${encodeURIComponent(id)}/`, once);
}

/** Ends every sign-in of the account, this device's included. */
export async function endAllSessions(): Promise<void> {
  await http.post('auth/logout-all/', once);
}
