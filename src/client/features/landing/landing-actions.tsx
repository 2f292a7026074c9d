import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t';

/** The three ways on from the landing page: sign up, log in, or just look at the map. */
export function LandingActions() {
  const t = useT();
  return (
    <div className="landing-actions">
      <Link to="/register" className="button button--accent button--large">
        {t('landing.cta.register')}
      </Link>
      <Link to="/map" className="button button--on-dark button--large">
        {t('landing.cta.map')}
      </Link>
      <Link to="/login" className="button button--link-on-dark">
        {t('landing.cta.login')}
      </Link>
    </div>
  );
}
