import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { outboxSync } from '../outbox/outbox-instance';
import { LoadFailed } from '../remote-view/load-failed';

/**
 * SPEC.md §8 'ウィッシュリストの取得に失敗しました', in place of the empty state while this
 * device has never got the user's wishlist from the server: "empty" would tell them they
 * have nothing. Retrying pulls again; the screen changes by itself once data arrives.
 */
export function WishlistLoadFailed() {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    try {
      await outboxSync.sync({ pull: true, ignoreBackoff: true });
    } catch {
      // Recorded as a failed pull: this message stays, the button can be pressed again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <LoadFailed
      message={t('wishlist.loadFailed')}
      detail={t('wishlist.loadFailedBody')}
      retryLabel={t('wishlist.loadRetry')}
      onRetry={() => void retry()}
      busy={busy}
    />
  );
}
