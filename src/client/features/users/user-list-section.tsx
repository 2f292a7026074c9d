import { useId } from 'react';
import type { PublicUserPage } from '../../../shared/api/social-users';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../remote-view/load-failed';
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
          <LoadFailed
            level={3}
            message={t('users.listFailed')}
            retryLabel={t('users.retry')}
            onRetry={view.retry}
          />
        )
      ) : view.data.results.length === 0 ? (
        <p>{t('users.none')}</p>
      ) : (
        <UserList users={view.data.results} signedIn={signedIn} />
      )}
    </section>
  );
}
