import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { WISHLIST_PRIORITY_DEFAULT } from '../../../shared/limits';
import { LineIconFrame } from '../../app/icons';
import { useT } from '../../i18n/use-t';
import { wishlistTarget } from '../../sync/outbox-entry';
import { outboxCommands } from '../outbox/outbox-instance';
import { useSignedInUserId, useWishlistRow } from '../outbox/queries';
import { SyncStatus, useSyncOf } from '../visits/sync-status';
import '../auth/forms.css';
import './wishlist-toggle.css';

/**
 * The popup's wishlist toggle (SPEC.md §2, §4). It reads the local wishlist row, which is
 * the server's copy plus changes still waiting: that is what SPEC.md's 5-minute status cache
 * (§4, §9) stood for, only it never goes stale and works offline, so there is no separate
 * cache and no /wishlist/check/ call. The change is optimistic (the row changes at once);
 * a refusal rolls it back and shows why (docs/SYNC.md S11).
 */
export function WishlistToggle({ siteId }: { siteId: number }) {
  const t = useT();
  const userId = useSignedInUserId();
  const row = useWishlistRow(siteId);
  const sync = useSyncOf(wishlistTarget(siteId));
  const [problem, setProblem] = useState<'login' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  // The previous site's row may linger for a moment while the popup switches sites.
  const known = row !== undefined && (row === null || row.siteId === siteId);
  const inList = known && row !== null;

  async function toggle() {
    if (userId === null) {
      setProblem('login');
      return;
    }
    if (!known || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      if (inList) await outboxCommands.removeWishlist(userId, siteId);
      else
        await outboxCommands.putWishlist(userId, siteId, {
          priority: WISHLIST_PRIORITY_DEFAULT,
          notes: '',
        });
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="wishlist-toggle">
      <div className="wishlist-toggle__row">
        <button
          type="button"
          className={
            inList
              ? 'wishlist-toggle__button wishlist-toggle__button--on'
              : 'wishlist-toggle__button'
          }
          aria-pressed={inList}
          // aria-disabled, not disabled: a disabled button drops the keyboard focus.
          aria-disabled={busy || (userId !== null && !known) || undefined}
          onClick={toggle}
        >
          <HeartIcon filled={inList} />
          {inList ? t('wishlist.remove') : t('wishlist.add')}
        </button>
        {userId !== null && known ? <SyncStatus sync={sync} present={inList} compact /> : null}
      </div>
      {problem === 'login' ? (
        <p className="wishlist-toggle__alert" role="alert">
          {t('wishlist.loginRequired')}{' '}
          <Link to="/login" className="wishlist-toggle__login">
            {t('wishlist.login')}
          </Link>
        </p>
      ) : problem === 'failed' ? (
        <p className="wishlist-toggle__alert" role="alert">
          {t('wishlist.toggleFailed')}
        </p>
      ) : null}
    </div>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <LineIconFrame size={18}>
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </LineIconFrame>
  );
}
