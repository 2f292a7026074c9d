/**
 * What the sign-in screens do. Each call signs the user in on success (the session is
 * stored in IndexedDB and the store updated) and throws the ky error on failure; screens
 * turn that into a message with describeFailure() and error-messages.ts.
 */
import type {
  AuthConfig,
  AuthResponse,
  GoogleAuthResponse,
  GoogleNonce,
  LoginRequest,
  RegisterRequest,
  RegisterResponse,
} from '../../../shared/api/auth';
import { http } from '../../api/http';
import { useLocaleStore } from '../../i18n/locale-store';
import { useSessionStore } from './session-store';

// Sign-in calls are not repeated by ky on failure: a retried POST could register twice.
const once = { retry: 0 } as const;

export type RegisterForm = {
  displayName: string;
  email: string;
  password: string;
  passwordConfirm: string;
};

/** Log in with an account name or an e-mail address (the server accepts either). */
export async function logIn(identifier: string, password: string): Promise<AuthResponse> {
  const body: LoginRequest = { username: identifier.trim(), password };
  const auth = await http.post('auth/login/', { json: body, ...once }).json<AuthResponse>();
  await useSessionStore.getState().signIn(auth);
  return auth;
}

/** Sign up in the display-name shape of SPEC.md §7; a blank display name lets the server name the account. */
export async function register(form: RegisterForm): Promise<RegisterResponse> {
  const body: RegisterRequest = {
    display_name: form.displayName.trim(),
    email: form.email.trim(),
    password: form.password,
    password_confirm: form.passwordConfirm,
    // The verification mail speaks the language the person signs up in.
    locale: useLocaleStore.getState().locale,
  };
  const result = await http
    .post('auth/register/', { json: body, ...once })
    .json<RegisterResponse>();
  await useSessionStore.getState().signIn(result, {
    welcomeUsername: result.username_generated ? result.user.username : null,
  });
  return result;
}

/** Trade a Google ID token (from Google Identity Services) for a session. */
export async function googleSignIn(credential: string): Promise<GoogleAuthResponse> {
  const result = await http
    .post('auth/google/', { json: { token: credential }, ...once })
    .json<GoogleAuthResponse>();
  await useSessionStore.getState().signIn(result, {
    welcomeUsername: result.is_new_user ? result.user.username : null,
  });
  return result;
}

/** A single-use nonce for Google's button: the ID token must carry it back. */
export async function fetchGoogleNonce(): Promise<string> {
  const { nonce } = await http.post('auth/google/nonce/', { retry: 0 }).json<GoogleNonce>();
  return nonce;
}

/** Whether (and with which client id) Google sign-in is offered. */
export function fetchAuthConfig(): Promise<AuthConfig> {
  return http.get('auth/config/').json<AuthConfig>();
}
