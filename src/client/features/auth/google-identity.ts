/**
 * Google Identity Services, loaded only when the server has a Google client id (the CSP
 * allows accounts.google.com only then). SPEC.md §9: wait for the script's API by polling
 * every 100 ms and give up after 10 s.
 */

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
const POLL_MS = 100;
const GIVE_UP_MS = 10_000;

export type GoogleCredentialResponse = { credential: string };

export type GoogleButtonOptions = {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
  locale?: string;
};

/** The part of `google.accounts.id` the app uses. */
export type GoogleIdentityApi = {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    /** Copied into the ID token; the server accepts the token once, with a nonce it issued. */
    nonce?: string;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityApi } };
  }
}

let loading: Promise<GoogleIdentityApi> | null = null;

function waitForApi(): Promise<GoogleIdentityApi> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else if (Date.now() - started >= GIVE_UP_MS) reject(new Error('Google Identity timed out'));
      else setTimeout(check, POLL_MS);
    };
    check();
  });
}

/** Adds Google's script once per page and resolves with its API. */
export function loadGoogleIdentity(): Promise<GoogleIdentityApi> {
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      if (document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)) return resolve();
      const script = document.createElement('script');
      script.src = GOOGLE_IDENTITY_SCRIPT;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error('Google Identity script failed to load'));
      };
      document.head.append(script);
    })
      .then(waitForApi)
      .catch((error: unknown) => {
        // Let a later visit to the screen try again (e.g. once back online).
        loading = null;
        throw error;
      });
  }
  return loading;
}
