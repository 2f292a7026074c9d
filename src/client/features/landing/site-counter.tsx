import { useCallback } from 'react';
import { formatNumber } from '../../i18n/format';
import type { MessageKey } from '../../i18n/ja';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useRelativeTime } from '../remote-view/use-relative-time';
import { useCommunityFigures } from './queries';
import { useCountUp } from './use-count-up';
import './site-counter.css';

/** One counted figure; its digits are written by useCountUp, frame by frame, not by React. */
function Figure({
  target,
  label,
  unit,
  testId,
  size,
}: {
  target: number | null;
  label: MessageKey;
  unit: MessageKey;
  testId: string;
  size: 'l' | 's';
}) {
  const t = useT();
  const locale = useLocale();
  const format = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const numberRef = useCountUp<HTMLSpanElement>(target, format, '—');
  return (
    <div className={`site-counter__item site-counter__item--${size}`}>
      <p className="site-counter__label">{t(label)}</p>
      <p className="site-counter__figure" aria-hidden="true">
        <span ref={numberRef} className="site-counter__number" data-testid={testId}>
          —
        </span>
        <span className="site-counter__unit">{t(unit)}</span>
      </p>
    </div>
  );
}

/**
 * The community in three numbers, each counted up from 0: sites on the World Heritage List,
 * travellers who recorded a visit, and visits recorded (GET /api/heritage/community/). Until
 * they arrive the digits show a dash; offline the last figures seen show with their age;
 * with none, a sentence that claims no number. The moving digits are hidden from assistive
 * technology (a number per frame would be noise); a status line states the figures once.
 */
export function SiteCounter() {
  const t = useT();
  const locale = useLocale();
  const ago = useRelativeTime();
  const figures = useCommunityFigures();
  const data = figures.data;
  const known = figures.status === 'done' || figures.status === 'copy';

  return (
    <div className="site-counter">
      {figures.status === 'failed' ? (
        <p className="site-counter__unavailable">{t('landing.counter.unavailable')}</p>
      ) : (
        <>
          <Figure
            target={known && data ? data.sites : null}
            label="landing.counter.label"
            unit="landing.counter.unit"
            testId="site-counter"
            size="l"
          />
          <div className="site-counter__community">
            <Figure
              target={known && data ? data.travellers : null}
              label="landing.counter.travellers"
              unit="landing.counter.travellersUnit"
              testId="traveller-counter"
              size="s"
            />
            <Figure
              target={known && data ? data.visits : null}
              label="landing.counter.visits"
              unit="landing.counter.visitsUnit"
              testId="visit-counter"
              size="s"
            />
          </div>
          {figures.status === 'copy' && figures.savedAt !== undefined ? (
            <p className="site-counter__age">
              {t('landing.counter.age', { age: ago(figures.savedAt) })}
            </p>
          ) : null}
        </>
      )}
      <ul className="site-counter__types">
        <li className="type-chip type-chip--cultural">{t('heritageType.cultural')}</li>
        <li className="type-chip type-chip--natural">{t('heritageType.natural')}</li>
        <li className="type-chip type-chip--mixed">{t('heritageType.mixed')}</li>
      </ul>
      <p className="visually-hidden" role="status">
        {known && data
          ? t('landing.counter.summary', {
              sites: formatNumber(data.sites, locale),
              travellers: formatNumber(data.travellers, locale),
              visits: formatNumber(data.visits, locale),
            })
          : ''}
      </p>
    </div>
  );
}
