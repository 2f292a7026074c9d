import { useId } from 'react';
import type { PublicUserPage } from '../../../shared/api/social-users';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useT } from '../../i18n/use-t';
import type { RemoteView } from '../remote-view/use-remote-view';
import { UserList } from './user-card';

/** A headed list of travellers from a remote view, with its loading, failure and empty states. */
export function UserListSection({
  title,
  view,
  signedIn,
}: {
  title: string;
  view: RemoteView<PublicUserPage>;
  signedIn: boolean;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="users-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="users-section__title">
        {title}
      </h2>
      {view.data === undefined ? (
        view.status === 'loading' ? (
          <LoadingIndicator />
        ) : (
          <div role="alert">
            <p>{t('users.listFailed')}</p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={view.retry}
            >
              {t('users.retry')}
            </button>
          </div>
        )
      ) : view.data.results.length === 0 ? (
        <p>{t('users.none')}</p>
      ) : (
        <UserList users={view.data.results} signedIn={signedIn} />
      )}
    </section>
  );
}
