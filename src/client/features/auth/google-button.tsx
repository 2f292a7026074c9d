import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { fetchAuthConfig, fetchGoogleNonce } from './commands';
import { type GoogleButtonOptions, loadGoogleIdentity } from './google-identity';

/**
 * The server's Google client id, or null while unknown, when Google sign-in is off, or
 * when there is no network to ask: callers then show nothing of Google at all.
 */
export function useGoogleClientId(): [string | null, () => void] {
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
  return [clientId, () => setClientId(null)];
}

type GoogleButtonProps = {
  clientId: string;
  context: 'signin' | 'signup' | 'use';
  text: NonNullable<GoogleButtonOptions['text']>;
  /** Google handed over an ID token. */
  onCredential: (credential: string) => void;
  /** The script could not load (offline, blocked). */
  onUnavailable: () => void;
};

/** Google's own button (Google Identity Services), in the page's language. */
export function GoogleButton({
  clientId,
  context,
  text,
  onCredential,
  onUnavailable,
}: GoogleButtonProps) {
  const t = useT();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // Each nonce is good for one ID token: after every credential the button starts again
  // with a new one, so a second try (after a refusal) is not refused for the nonce.
  const [round, setRound] = useState(0);
  // Google keeps the first callback it is given; route it through a ref to stay current.
  const handlers = useRef({ onCredential, onUnavailable });
  handlers.current = { onCredential, onUnavailable };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round means a new nonce, so the button is set up again
  useEffect(() => {
    let current = true;
    Promise.all([loadGoogleIdentity(), fetchGoogleNonce()])
      .then(([api, nonce]) => {
        const element = container.current;
        if (!current || !element) return;
        api.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          context,
          nonce,
          callback: ({ credential }) => {
            handlers.current.onCredential(credential);
            setRound((value) => value + 1);
          },
        });
        element.replaceChildren();
        api.renderButton(element, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text,
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
  }, [clientId, context, text, locale, round]);

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
