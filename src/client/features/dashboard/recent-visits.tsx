import { Link } from '@tanstack/react-router';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { OwnVisitRow } from '../../db/own-rows';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';

const STARS = [1, 2, 3, 4, 5] as const;
const SHOWN = 3;

/**
 * The three most recent own visits (SPEC.md §2), from this device: a visit recorded offline
 * shows at once, marked as waiting to be sent.
 */
export function RecentVisits({
  visits,
  sitesById,
}: {
  visits: readonly OwnVisitRow[];
  sitesById: ReadonlyMap<number, CatalogueSiteRow>;
}) {
  const t = useT();
  const locale = useLocale();
  if (visits.length === 0) {
    return (
      <div className="dashboard-empty">
        <p className="dashboard-empty__title">{t('dashboard.recent.empty')}</p>
        <p className="dashboard-empty__body">{t('dashboard.recent.emptyBody')}</p>
        <Link to="/map" className="button button--accent button--small">
          {t('dashboard.recent.toMap')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="recent-visits">
      {visits.slice(0, SHOWN).map((visit) => {
        const site = sitesById.get(visit.siteId);
        const name = site
          ? locale === 'ja'
            ? site.name
            : site.name_en || site.name
          : t('dashboard.recent.unknownSite', { id: visit.siteId });
        const country = site
          ? site.countries.map((c) => (locale === 'ja' ? c.name : c.name_en || c.name)).join('・')
          : '';
        return (
          <li key={visit.siteId} className="recent-visit">
            <Link to="/map" search={{ focus: visit.siteId }} className="recent-visit__link">
              {site ? (
                <span className={`recent-visit__type recent-visit__type--${site.heritage_type}`}>
                  {t(`heritageType.${site.heritage_type}`)}
                </span>
              ) : null}
              <span className="recent-visit__name">{name}</span>
              {country ? <span className="recent-visit__country">{country}</span> : null}
              <span className="recent-visit__meta">
                <span>{t('post.visitedOn', { date: formatDate(visit.visited_date, locale) })}</span>
                <span aria-hidden="true" className="recent-visit__stars">
                  {STARS.map((n) => (n <= visit.rating ? '★' : '☆')).join('')}
                </span>
                <span className="visually-hidden">{t('post.rating', { count: visit.rating })}</span>
                {visit.serverId === null ? (
                  <span className="recent-visit__waiting">{t('dashboard.recent.waiting')}</span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
