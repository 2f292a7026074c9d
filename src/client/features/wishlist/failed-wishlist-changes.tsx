import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import type { OwnDataEntry } from '../../sync/outbox-entry';
import { siteTexts } from '../map/site-text';
import { SyncStatus } from '../visits/sync-status';

/**
 * Refused wishlist changes whose item is not on the list any more: a refused addition is
 * rolled back, so it has no card to show its failure on. docs/SYNC.md S11 wants the user to
 * see which item failed and why, with retry and discard, so they are listed here.
 */
export function FailedWishlistChanges({
  entries,
  sitesById,
}: {
  entries: readonly OwnDataEntry[];
  sitesById: ReadonlyMap<number, CatalogueSiteRow>;
}) {
  const t = useT();
  const locale = useLocale();
  if (entries.length === 0) return null;

  return (
    <section className="wishlist-failed" aria-labelledby="wishlist-failed-title">
      <h2 id="wishlist-failed-title" className="wishlist-failed__title">
        {t('wishlist.failedTitle')}
      </h2>
      <ul className="wishlist-failed__list">
        {entries.map((entry) => {
          const siteId = entry.operation.siteId;
          const site = sitesById.get(siteId);
          const name = site
            ? siteTexts(site, locale).name
            : t('wishlist.unknownSite', { id: siteId });
          const what =
            entry.operation.kind === 'wishlist.put'
              ? 'wishlist.failedAdd'
              : 'wishlist.failedChange';
          return (
            <li key={entry.id} className="wishlist-failed__item">
              <p className="wishlist-failed__name">{t(what, { name })}</p>
              <SyncStatus sync={{ state: 'failed', entry }} present={false} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
