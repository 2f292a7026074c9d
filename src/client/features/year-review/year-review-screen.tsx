import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useMemo } from 'react';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useSessionStore } from '../auth/session-store';
import { useBadges } from '../badges/queries';
import { CatalogueUnavailableNotice } from '../catalogue/catalogue-unavailable-notice';
import { useCatalogueSites, useCatalogueSync } from '../catalogue/queries';
import { useOwnVisitsNewestFirst } from '../dashboard/queries';
import { badgesWithDevice } from '../device-collection/badges-with-device';
import { useDeviceBadges } from '../device-collection/use-device-collection';
import { useMapPaths } from '../world-map/visits-world-map';
import { ReviewMap } from './review-map-view';
import { ShareReviewButton } from './share-review-button';
import { type ReviewVisit, reviewYears, yearSummary } from './year-summary';
import './year-review.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="review-card" aria-labelledby={id}>
      <h2 id={id} className="review-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function VisitLine({ visit, extra }: { visit: ReviewVisit; extra?: string }) {
  const locale = useLocale();
  const name = locale === 'ja' ? visit.site.name : visit.site.name_en || visit.site.name;
  return (
    <>
      <span className="review-visit__name">{name}</span>
      <span className="review-visit__meta">
        {formatDate(visit.visitedDate, locale)}
        {extra ? ` · ${extra}` : ''}
      </span>
    </>
  );
}

/** The years to pick from: those with visits, and the one shown even when it has none. */
function YearPicker({ years, shown }: { years: readonly number[]; shown: number }) {
  const t = useT();
  const all = years.includes(shown) ? years : [...years, shown].sort((a, b) => b - a);
  return (
    <nav aria-label={t('review.years')} className="review-years">
      <ul>
        {all.map((year) => (
          <li key={year}>
            <Link
              to="/review/$year"
              params={{ year: String(year) }}
              aria-current={year === shown ? 'page' : undefined}
              className="review-years__link"
            >
              {t('review.yearLink', { year: String(year) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /review/{year}: the year's sites and countries, the countries visited for the first time,
 * the map, the best-rated visits, the first and last visit and the badges earned, all counted
 * on the device (year-summary.ts), so it works offline; and the year as an image to share.
 */
export function YearReviewScreen({ year }: { year: number }) {
  const t = useT();
  const locale = useLocale();
  const { phase } = useCatalogueSync();
  const sites = useCatalogueSites();
  const own = useOwnVisitsNewestFirst();
  const server = useBadges();
  const device = useDeviceBadges(server.retry);
  const paths = useMapPaths();
  const user = useSessionStore((state) => state.user);
  const name = user ? user.display_name || user.username : '';
  const badges = useMemo(() => badgesWithDevice(server.data, device), [server.data, device]);
  const ready = sites && sites.length > 0 && own && !own.unavailable;
  const years = useMemo(
    () => (ready ? reviewYears(own.visits, sites) : []),
    [ready, own?.visits, sites],
  );
  const summary = useMemo(
    () => (ready ? yearSummary(year, own.visits, sites, badges ?? []) : undefined),
    [ready, year, own?.visits, sites, badges],
  );
  const count = (value: number) => formatNumber(value, locale);

  return (
    <div className="page review-page">
      <header className="review-head">
        <h1 className="review-head__title">{t('review.title', { year: String(year) })}</h1>
        <p className="review-head__lead">{t('review.lead')}</p>
        <YearPicker years={years} shown={year} />
      </header>
      {own?.unavailable ? (
        <p className="review-note">{t('review.unavailable')}</p>
      ) : sites?.length === 0 && phase === 'failed' ? (
        <CatalogueUnavailableNotice message={t('review.noCatalogue')} />
      ) : !summary ? (
        <p role="status">{t('remoteView.loading')}</p>
      ) : summary.sites === 0 ? (
        <p className="review-note">{t('review.empty', { year: String(year) })}</p>
      ) : (
        <div className="review-grid">
          <Section title={t('review.stats.title')}>
            <dl className="review-stats">
              <div>
                <dt>{t('review.stats.sites')}</dt>
                <dd>
                  {count(summary.sites)}{' '}
                  <small>{t('review.stats.sitesUnit', { count: summary.sites })}</small>
                </dd>
              </div>
              <div>
                <dt>{t('review.stats.countries')}</dt>
                <dd>
                  {count(summary.countries)}{' '}
                  <small>{t('review.stats.countriesUnit', { count: summary.countries })}</small>
                </dd>
              </div>
              <div>
                <dt>{t('review.stats.newCountries')}</dt>
                <dd>
                  {count(summary.newCountries.length)}{' '}
                  <small>
                    {t('review.stats.countriesUnit', { count: summary.newCountries.length })}
                  </small>
                </dd>
              </div>
            </dl>
            <ShareReviewButton summary={summary} name={name} paths={paths} />
          </Section>

          <Section title={t('review.map.title')}>
            <ReviewMap year={year} visits={summary.visits} paths={paths} />
          </Section>

          <Section title={t('review.newCountries.title')}>
            {summary.newCountries.length === 0 ? (
              <p className="review-note">{t('review.newCountries.empty')}</p>
            ) : (
              <ul className="review-list review-list--inline">
                {summary.newCountries.map((country) => (
                  <li key={country.code}>{locale === 'ja' ? country.name : country.name_en}</li>
                ))}
              </ul>
            )}
          </Section>

          <Section title={t('review.top.title')}>
            {summary.topRated.length === 0 ? (
              <p className="review-note">{t('review.top.empty')}</p>
            ) : (
              <ol className="review-list">
                {summary.topRated.map((visit) => (
                  <li key={visit.site.id} className="review-visit">
                    <VisitLine visit={visit} extra={t('review.rating', { count: visit.rating })} />
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section title={t('review.firstLast.title')}>
            <dl className="review-list">
              {summary.first ? (
                <div className="review-visit">
                  <dt>{t('review.first')}</dt>
                  <dd>
                    <VisitLine visit={summary.first} />
                  </dd>
                </div>
              ) : null}
              {summary.last && summary.last !== summary.first ? (
                <div className="review-visit">
                  <dt>{t('review.last')}</dt>
                  <dd>
                    <VisitLine visit={summary.last} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </Section>

          <Section title={t('review.badges.title')}>
            {summary.badges.length === 0 ? (
              <p className="review-note">{t('review.badges.empty')}</p>
            ) : (
              <ul className="review-list">
                {summary.badges.map((badge) => (
                  <li key={badge.id} className="review-visit">
                    <span className="review-visit__name">
                      {locale === 'ja' ? badge.name : badge.name_en}
                    </span>
                    <span className="review-visit__meta">
                      {formatDate(badge.earned_at ?? '', locale)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      )}
    </div>
  );
}
