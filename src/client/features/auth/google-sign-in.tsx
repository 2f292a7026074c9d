import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { describeFailure } from '../../api/http';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { fetchAuthConfig, googleSignIn } from './commands';
import { type GoogleMode, googleErrorMessage } from './error-messages';
import { loadGoogleIdentity } from './google-identity';

type GoogleSignInProps = {
  mode: GoogleMode;
  /** Shows a failure in the screen's alert (null clears it). */
  onError: (message: string | null) => void;
};

/**
 * "or" and Google's button, only when the server has Google sign-in configured; with no
 * client id (or no network to ask) nothing at all is shown.
 */
export function GoogleSignIn({ mode, onError }: GoogleSignInProps) {
  const t = useT();
  const [clientId, setClientId] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchAuthConfig()
      .then((config) => current && setClientId(config.google_client_id))
      .catch(() => current && setClientId(null));
    return () => {
      current = false;
    };
  }, []);

  if (!clientId) return null;
  return (
    <div className="google-sign-in">
      <p className="auth-divider">{t('auth.or')}</p>
      <GoogleButton
        clientId={clientId}
        mode={mode}
        onError={onError}
        // The script could not load (offline, blocked): hide "or" along with the button.
        onUnavailable={() => setClientId(null)}
      />
    </div>
  );
}

type GoogleButtonProps = GoogleSignInProps & { clientId: string; onUnavailable: () => void };

function GoogleButton({ clientId, mode, onError, onUnavailable }: GoogleButtonProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // Google keeps the first callback it is given; route it through a ref to stay current.
  const handlers = useRef({ mode, onError, onUnavailable, navigate, t });
  handlers.current = { mode, onError, onUnavailable, navigate, t };

  useEffect(() => {
    let current = true;
    loadGoogleIdentity()
      .then((api) => {
        const element = container.current;
        if (!current || !element) return;
        api.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          context: mode === 'register' ? 'signup' : 'signin',
          callback: ({ credential }) => void completeSignIn(credential, handlers.current),
        });
        element.replaceChildren();
        api.renderButton(element, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: mode === 'register' ? 'signup_with' : 'signin_with',
          logo_alignment: 'center',
          // Google takes 200–400 px; follow the card's width on narrow phones.
          width: Math.max(200, Math.min(400, Math.floor(element.clientWidth))),
          locale,
        });
        setReady(true);
      })
      .catch(() => current && handlers.current.onUnavailable());
    return () => {
      current = false;
    };
  }, [clientId, mode, locale]);

  return (
    <>
      <div ref={container} className="google-sign-in__button" />
      {ready ? null : (
        <p className="google-sign-in__status" role="status">
          {t('auth.google.loading')}
        </p>
      )}
    </>
  );
}

type Handlers = {
  mode: GoogleMode;
  onError: (message: string | null) => void;
  navigate: ReturnType<typeof useNavigate>;
  t: ReturnType<typeof useT>;
};

/** Google handed over an ID token: trade it for a session and go to the map. */
async function completeSignIn(credential: string, h: Handlers): Promise<void> {
  h.onError(null);
  try {
    await googleSignIn(credential);
    await h.navigate({ to: '/map' });
  } catch (error) {
    const failure = await describeFailure(error);
    h.onError(
      failure.kind === 'http'
        ? googleErrorMessage(failure.body, h.mode, h.t)
        : h.t('auth.google.error'),
    );
  }
}
