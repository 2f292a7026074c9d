import { Link } from '@tanstack/react-router';
import { useT } from '../i18n/use-t';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="page page--centered">
      <div className="notice-card">
        <p className="notice-card__code" aria-hidden="true">
          404
        </p>
        <h1 className="notice-card__title">{t('notFound.title')}</h1>
        <p className="notice-card__body">{t('notFound.message')}</p>
        <Link to="/" className="button button--primary">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
