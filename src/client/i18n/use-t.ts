import { useCallback } from 'react';
import { catalogueOf } from './catalogues';
import { useLocaleStore } from './locale-store';
import { type Translate, translate } from './translate';

/** The translator for the current locale; components re-render when the locale changes. */
export function useT(): Translate {
  const locale = useLocaleStore((state) => state.locale);
  return useCallback<Translate>(
    (key, values) => translate(catalogueOf(locale), key, values),
    [locale],
  );
}
