import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t';
import { googleSignIn } from './commands';
import { type GoogleMode, googleErrorMessage } from './error-messages';
import { formFailure } from './form-failure';
import { GoogleButton, useGoogleClientId } from './google-button';

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
  const navigate = useNavigate();
  const [clientId, hide] = useGoogleClientId();

  /** Google handed over an ID token: trade it for a session and go to the map. */
  async function completeSignIn(credential: string): Promise<void> {
    onError(null);
    try {
      await googleSignIn(credential);
      await navigate({ to: '/map' });
    } catch (error) {
      onError(
        await formFailure(
          error,
          (body) => googleErrorMessage(body, mode, t),
          t('auth.google.error'),
        ),
      );
    }
  }

  if (!clientId) return null;
  return (
    <div className="google-sign-in">
      <p className="auth-divider">{t('auth.or')}</p>
      <GoogleButton
        clientId={clientId}
        context={mode === 'register' ? 'signup' : 'signin'}
        text={mode === 'register' ? 'signup_with' : 'signin_with'}
        onCredential={(credential) => void completeSignIn(credential)}
        // The script could not load: hide "or" along with the button.
        onUnavailable={hide}
      />
    </div>
  );
}
