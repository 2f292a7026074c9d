import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { OwnVisitRow } from '../../db/own-rows';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { mapPointsOf, useMapPaths, VisitsWorldMap } from '../world-map/visits-world-map';

export interface VisitedCountry {
  /** ISO alpha-2, lower case; the name stands in for a state with no code. */
  key: string;
  name: string;
  sites: number;
}

/**
 * The countries of the user's visits, most visited first. A visit names the country whose
 * part it visited (`country_code`); otherwise the site's first listed state counts, which is
 * what the server records for a visit that names none (docs/COUNTING.md C3).
 */
export function visitedCountries(
  visits: readonly OwnVisitRow[],
  sitesById: ReadonlyMap<number, CatalogueSiteRow>,
  locale: Locale,
): VisitedCountry[] {
  const byKey = new Map<string, VisitedCountry>();
  for (const visit of visits) {
    const site = sitesById.get(visit.siteId);
    if (!site) continue;
    const country =
      site.countries.find(
        (c) => visit.country_code !== undefined && c.code?.toLowerCase() === visit.country_code,
      ) ?? site.countries[0];
    if (!country) continue;
    const key = country.code ?? country.name;
    const name = locale === 'ja' ? country.name : country.name_en || country.name;
    const known = byKey.get(key);
    if (known) known.sites += 1;
    else byKey.set(key, { key, name, sites: 1 });
  }
  return [...byKey.values()].sort(
    (a, b) => b.sites - a.sites || a.name.localeCompare(b.name, locale),
  );
}

/** The visited sites on a small world map, then the countries, each with its number of sites. */
export function VisitedCountries({
  visits,
  sitesById,
}: {
  visits: readonly OwnVisitRow[];
  sitesById: ReadonlyMap<number, CatalogueSiteRow>;
}) {
  const t = useT();
  const locale = useLocale();
  const paths = useMapPaths();
  const countries = visitedCountries(visits, sitesById, locale);
  if (countries.length === 0) {
    return <p className="dashboard-empty__body">{t('dashboard.countries.empty')}</p>;
  }
  const sites = visits.flatMap((visit) => sitesById.get(visit.siteId) ?? []);
  return (
    <>
      <VisitsWorldMap
        points={mapPointsOf(sites)}
        paths={paths}
        label={t('dashboard.countries.map', { count: formatNumber(sites.length, locale) })}
        failedNote={t('dashboard.countries.mapFailed')}
      />
      <p className="visited-countries__count">
        {t('dashboard.countries.count', { count: formatNumber(countries.length, locale) })}
      </p>
      <ul className="visited-countries">
        {countries.map((country) => (
          <li key={country.key} className="visited-country">
            <span className="visited-country__name">{country.name}</span>
            <span className="visited-country__sites">
              {t('dashboard.countries.sites', { count: formatNumber(country.sites, locale) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="visited-countries__note">{t('dashboard.countries.note')}</p>
    </>
  );
}
