import type { Translate } from '../../../i18n/translate';
import type { RenderedMarkers } from './use-marker-rebuild';

/** What the map shows, in words, for the live region (e.g. 「地域ごとに 9 のグループを表示中」). */
export function renderSummary(t: Translate, rendered: RenderedMarkers): string {
  const { groups, markers, band } = rendered;
  if (groups === 0 && markers === 0) return t('map.status.empty');
  if (band === 'region') return t('map.status.regions', { groups });
  if (groups === 0) return t('map.status.sites', { markers });
  return t('map.status.mixed', { groups, markers });
}
