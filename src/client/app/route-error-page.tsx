import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/**
 * What a screen shows when it fails to load or to render (the router's error boundary of
 * every route, set as the default in router.ts): a plain message in the reader's language
 * and a way to try again, instead of the router's own English error. Trying again runs the
 * route's loaders afresh and clears the boundary; what failed is not shown (it means nothing
 * to a traveller) but is logged to the console.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  useEffect(() => {
    console.error('route failed', error);
  }, [error]);
  function retry() {
    reset();
    void router.invalidate();
  }
  return (
    <div className="page page--centered">
      <div className="notice-card" role="alert">
        <h1 className="notice-card__title">{t('routeError.title')}</h1>
        <p className="notice-card__body">{t('routeError.message')}</p>
        <div className="notice-card__actions">
          <button type="button" className="button button--primary" onClick={retry}>
            {t('routeError.retry')}
          </button>
          <Link to="/" className="button button--secondary">
            {t('notFound.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}
