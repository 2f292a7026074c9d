import { useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import type { MapPaths } from '../world-map/world-map-paths';
import { drawShareImage, shareOrSave } from './share-image';
import { mappedPoints, type YearSummary } from './year-summary';

type Status = 'idle' | 'busy' | 'shared' | 'saved' | 'failed';

/** 画像で共有: draws the review as a PNG on the device and shares or saves it. */
export function ShareReviewButton({
  summary,
  name,
  paths,
}: {
  summary: YearSummary;
  name: string;
  paths: MapPaths | null | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const [status, setStatus] = useState<Status>('idle');
  const year = String(summary.year);
  const count = (value: number) => formatNumber(value, locale);

  const onShare = async () => {
    setStatus('busy');
    try {
      const blob = await drawShareImage({
        text: {
          title: t('review.image.title', { year }),
          name: name ? t('review.image.name', { name }) : '',
          facts: [
            t('review.image.sites', { count: count(summary.sites) }),
            t('review.image.countries', { count: count(summary.countries) }),
            t('review.image.newCountries', { count: count(summary.newCountries.length) }),
          ],
          footer: t('review.image.footer'),
        },
        paths: paths ?? null,
        points: mappedPoints(summary.visits),
      });
      const outcome = await shareOrSave(
        blob,
        `heritage-passport-${year}.png`,
        t('review.title', { year }),
      );
      setStatus(outcome === 'cancelled' ? 'idle' : outcome);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className="review-share">
      <button
        type="button"
        className="button button--primary"
        onClick={onShare}
        disabled={status === 'busy'}
      >
        {t('review.share')}
      </button>
      <p role="status" className="review-share__status">
        {status === 'busy'
          ? t('review.shareBusy')
          : status === 'shared'
            ? t('review.shared')
            : status === 'saved'
              ? t('review.saved')
              : status === 'failed'
                ? t('review.shareFailed')
                : ''}
      </p>
    </div>
  );
}
