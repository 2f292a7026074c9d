import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { Locale } from '../../i18n/locale';

/**
 * A site's texts in the reader's language. Japanese readers get the Japanese
 * name first with the English one beneath it; English readers the other way round.
 */
export function siteTexts(site: CatalogueSiteRow, locale: Locale) {
  const ja = locale === 'ja';
  return {
    name: ja ? site.name : site.name_en,
    /** The name in the other language, shown beneath (null when the same). */
    otherName: ja ? site.name_en : site.name !== site.name_en ? site.name : null,
    otherLang: ja ? 'en' : 'ja',
    country: ja ? site.country : site.countries.map((c) => c.name_en).join(', '),
    region: ja ? site.region : site.region_en,
  } as const;
}
