import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

interface ComingSoonProps {
  /** The screen's name, as its heading. */
  title: string;
  /** What the screen will let the user do once it is built. */
  description: string;
  icon?: ReactNode;
}

/**
 * The honest state of a screen a later issue builds: its name, what it will do, and a way
 * on. It shows no sample data and no inert form, so nothing pretends to work.
 */
export function ComingSoon({ title, description, icon }: ComingSoonProps) {
  const t = useT();
  return (
    <div className="page page--centered">
      <section className="notice-card" aria-labelledby="coming-soon-title">
        {icon ? (
          <div className="notice-card__icon" aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <p className="status-pill">{t('comingSoon.badge')}</p>
        <h1 id="coming-soon-title" className="notice-card__title">
          {title}
        </h1>
        <p className="notice-card__lead">{t('comingSoon.lead')}</p>
        <p className="notice-card__body">{description}</p>
        <div className="notice-card__actions">
          <Link to="/" className="button button--secondary">
            {t('comingSoon.home')}
          </Link>
          <Link to="/map" className="button button--primary">
            {t('comingSoon.map')}
          </Link>
        </div>
      </section>
    </div>
  );
}
