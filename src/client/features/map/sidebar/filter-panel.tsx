import { useId, useMemo, useState } from 'react';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { useLocale } from '../../../i18n/locale-store';
import { useT } from '../../../i18n/use-t';
import { countryOptions, type FilterOption, regionOptions } from '../filter-options';
import { useFilterStore } from '../filter-store';
import type { TypeFilter, VisitedFilter } from '../site-filters';

const TYPES: readonly TypeFilter[] = ['all', 'cultural', 'natural', 'mixed'];

function Select({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="map-filters__field">
      <label htmlFor={id} className="map-filters__label">
        {label}
      </label>
      <select
        id={id}
        className="map-filters__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t('map.filter.optionCount', { name: option.label, count: option.count })}
          </option>
        ))}
      </select>
    </div>
  );
}

const NO_OPTIONS: FilterOption[] = [];

/**
 * Type, region and country filters (options and counts come from the local
 * catalogue, so they work offline), and the own-visits filter for a
 * signed-in user only.
 */
export function FilterPanel({
  sites,
  signedIn,
  shown,
}: {
  sites: readonly CatalogueSiteRow[];
  signedIn: boolean;
  /** Whether the panel can be seen (a closed drawer's cannot). */
  shown: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const name = useId();
  const filters = useFilterStore((state) => state.filters);
  const setFilter = useFilterStore((state) => state.setFilter);
  // The options are sorted by name with a collator, whose construction is a long task on a
  // phone: built once the panel is first seen, not at the start of a map whose drawer is shut.
  const [seen, setSeen] = useState(shown);
  if (shown && !seen) setSeen(true);
  const regions = useMemo(
    () => (seen ? regionOptions(sites, locale) : NO_OPTIONS),
    [seen, sites, locale],
  );
  const countries = useMemo(
    () => (seen ? countryOptions(sites, locale, filters.region) : NO_OPTIONS),
    [seen, sites, locale, filters.region],
  );

  return (
    <div className="map-filters">
      <fieldset className="type-filter">
        <legend className="map-filters__label">{t('map.filter.type')}</legend>
        <div className="type-filter__options">
          {TYPES.map((type) => (
            <label key={type} className={`type-filter__option type-filter__option--${type}`}>
              <input
                type="radio"
                name={name}
                value={type}
                checked={filters.type === type}
                onChange={() => setFilter('type', type)}
              />
              <span>{type === 'all' ? t('map.filter.allTypes') : t(`heritageType.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="map-filters__row">
        <Select
          label={t('map.filter.region')}
          value={filters.region}
          allLabel={t('map.filter.allRegions')}
          options={regions}
          onChange={(value) => setFilter('region', value)}
        />
        <Select
          label={t('map.filter.country')}
          value={filters.country}
          allLabel={t('map.filter.allCountries')}
          options={countries}
          onChange={(value) => setFilter('country', value)}
        />
      </div>
      {signedIn ? (
        <VisitedSelect value={filters.visited} onChange={(value) => setFilter('visited', value)} />
      ) : null}
    </div>
  );
}

/** The own-visits filter (SPEC.md §2: shown only when signed in). */
function VisitedSelect({
  value,
  onChange,
}: {
  value: VisitedFilter;
  onChange: (value: VisitedFilter) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="map-filters__field">
      <label htmlFor={id} className="map-filters__label">
        {t('map.filter.visited')}
      </label>
      <select
        id={id}
        className="map-filters__select"
        value={value === 'all' ? '' : value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'visited' || next === 'not-visited' ? next : 'all');
        }}
      >
        <option value="">{t('map.filter.visitedAll')}</option>
        <option value="visited">{t('map.filter.visitedOnly')}</option>
        <option value="not-visited">{t('map.filter.notVisited')}</option>
      </select>
    </div>
  );
}
