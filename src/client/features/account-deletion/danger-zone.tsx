import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t';
import './account-deletion.css';

/** The last section of the own profile: the way to the account's deletion. */
export function DangerZone() {
  const t = useT();
  return (
    <section className="profile-card danger-zone" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title" className="profile-card__title">
        {t('dangerZone.title')}
      </h2>
      <p className="danger-zone__lead">{t('dangerZone.lead')}</p>
      <Link to="/profile/delete-account" className="button button--danger button--small">
        {t('dangerZone.link')}
      </Link>
    </section>
  );
}
