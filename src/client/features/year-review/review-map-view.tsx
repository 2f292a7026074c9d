import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { VisitsWorldMap } from '../world-map/visits-world-map';
import type { MapPaths } from '../world-map/world-map-paths';
import { mappedPoints, type ReviewVisit } from './year-summary';

/** The year's visits as dots on the world. */
export function ReviewMap({
  year,
  visits,
  paths,
}: {
  year: number;
  visits: readonly ReviewVisit[];
  paths: MapPaths | null | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <VisitsWorldMap
      points={mappedPoints(visits)}
      paths={paths}
      label={t('review.map.label', {
        year: String(year),
        count: formatNumber(visits.length, locale),
      })}
      failedNote={t('review.map.failed')}
    />
  );
}
