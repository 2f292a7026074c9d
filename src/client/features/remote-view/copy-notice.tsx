import { useT } from '../../i18n/use-t';
import { useRelativeTime } from './use-relative-time';
import type { RemoteView } from './use-remote-view';
import './remote-view.css';

/**
 * Says that what follows is the last stored copy, how old it is (「3 時間前の内容」) and why,
 * with a retry. Renders nothing while the view shows the server's own answer.
 */
export function CopyNotice({ view }: { view: RemoteView<unknown> }) {
  const t = useT();
  const ago = useRelativeTime();
  if (view.status !== 'copy' || view.savedAt === undefined) return null;
  return (
    <div className="copy-notice" role="status">
      <p className="copy-notice__age">
        <time dateTime={new Date(view.savedAt).toISOString()}>
          {t('remoteView.age', { age: ago(view.savedAt) })}
        </time>
      </p>
      <p className="copy-notice__why">
        {view.offline ? t('remoteView.offline') : t('remoteView.failed')}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={view.retry}>
        {t('remoteView.retry')}
      </button>
    </div>
  );
}
