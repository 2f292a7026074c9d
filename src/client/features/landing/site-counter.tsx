import { useCallback } from 'react';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useCatalogueSize } from '../catalogue/use-catalogue-size';
import { useCountUp } from './use-count-up';
import './site-counter.css';

/**
 * The catalogue size, counted up from 0. The moving digits are hidden from assistive
 * technology (a number per frame would be noise); a status line states the final number
 * once, as soon as it is known.
 */
export function SiteCounter() {
  const t = useT();
  const locale = useLocale();
  const size = useCatalogueSize();
  const target = size.status === 'ready' ? size.sites : null;
  const format = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const numberRef = useCountUp<HTMLSpanElement>(target, format, '—');

  return (
    <div className="site-counter">
      {size.status === 'error' ? (
        <p className="site-counter__unavailable">{t('landing.counter.unavailable')}</p>
      ) : (
        <>
          <p className="site-counter__label">{t('landing.counter.label')}</p>
          <p className="site-counter__figure" aria-hidden="true">
            {/* The digits are written by useCountUp, frame by frame, not by React. */}
            <span ref={numberRef} className="site-counter__number" data-testid="site-counter">
              —
            </span>
            <span className="site-counter__unit">{t('landing.counter.unit')}</span>
          </p>
        </>
      )}
      <ul className="site-counter__types">
        <li className="type-chip type-chip--cultural">{t('heritageType.cultural')}</li>
        <li className="type-chip type-chip--natural">{t('heritageType.natural')}</li>
        <li className="type-chip type-chip--mixed">{t('heritageType.mixed')}</li>
      </ul>
      <p className="visually-hidden" role="status">
        {target === null
          ? ''
          : t('landing.counter.summary', { count: formatNumber(target, locale) })}
      </p>
    </div>
  );
}
