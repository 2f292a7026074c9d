import { useId } from 'react';
import { CloseIcon } from '../../../app/icons';
import { useT } from '../../../i18n/use-t';
import { useFilterStore } from '../filter-store';
import { SearchIcon } from '../map-icons';

/** Searches Japanese and English names and countries; case, width and kana do not matter. */
export function SearchBox() {
  const t = useT();
  const id = useId();
  const query = useFilterStore((state) => state.filters.query);
  const setFilter = useFilterStore((state) => state.setFilter);
  return (
    <search className="map-search">
      <label htmlFor={id} className="visually-hidden">
        {t('map.search.label')}
      </label>
      <span className="map-search__icon">
        <SearchIcon size={18} />
      </span>
      <input
        id={id}
        className="map-search__input"
        type="search"
        value={query}
        placeholder={t('map.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setFilter('query', event.target.value)}
      />
      {query ? (
        <button
          type="button"
          className="map-search__clear"
          aria-label={t('map.search.clear')}
          title={t('map.search.clear')}
          onClick={() => setFilter('query', '')}
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </search>
  );
}
