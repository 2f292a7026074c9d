import { Link } from '@tanstack/react-router';
import { useSessionStore } from '../features/auth/session-store';
import { useT } from '../i18n/use-t';
import { AccountMenu } from './account-menu';

/** The account corner of the header: the user's menu when signed in, otherwise the ways in. */
export function AccountActions() {
  const t = useT();
  const user = useSessionStore((state) => state.user);

  if (user) return <AccountMenu user={user} />;

  return (
    <div className="account-actions">
      <Link to="/login" className="button button--secondary">
        {t('nav.login')}
      </Link>
      <Link to="/register" className="button button--primary">
        {t('nav.register')}
      </Link>
    </div>
  );
}
