import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t';
import { useSessionStore } from './session-store';
import './welcome-notice.css';

/**
 * After a sign-up whose account name the server chose (blank display name, or a new Google
 * account), tells the person their @name once, where they land. Dismissed by hand or by
 * following the link to the profile.
 */
export function WelcomeNotice() {
  const t = useT();
  const username = useSessionStore((state) => state.welcomeUsername);
  const dismiss = useSessionStore((state) => state.dismissWelcome);
  if (!username) return null;

  return (
    <div className="welcome-notice" role="status">
      <p className="welcome-notice__text">{t('auth.welcome', { username })}</p>
      <div className="welcome-notice__actions">
        <Link to="/profile" className="button button--secondary button--small" onClick={dismiss}>
          {t('auth.welcome.profile')}
        </Link>
        <button
          type="button"
          className="icon-button welcome-notice__close"
          aria-label={t('auth.welcome.dismiss')}
          onClick={dismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
