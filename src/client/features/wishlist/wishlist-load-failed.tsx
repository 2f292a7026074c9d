import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { outboxSync } from '../outbox/outbox-instance';

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
    <section className="wishlist-empty" aria-labelledby="wishlist-load-failed-title">
      <h2 id="wishlist-load-failed-title" className="wishlist-empty__title" role="alert">
        {t('wishlist.loadFailed')}
      </h2>
      <p className="wishlist-empty__body">{t('wishlist.loadFailedBody')}</p>
      <button
        type="button"
        className="button button--accent"
        onClick={() => void retry()}
        disabled={busy}
      >
        {t('wishlist.loadRetry')}
      </button>
    </section>
  );
}
