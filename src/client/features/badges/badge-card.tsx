import { useId } from 'react';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import type { ShownBadge } from '../device-collection/badges-with-device';
import { BadgeIcon } from './badge-icon';
import { progressUnitOf, remainingOf } from './remaining';

/** 「あと 3 か国」: what is still missing, in the badge's own unit. */
function useRemainingText(badge: ShownBadge): string {
  const t = useT();
  const locale = useLocale();
  const left = remainingOf(badge.progress);
  const unit = progressUnitOf(badge);
  return left === 1
    ? t(`badges.remaining.${unit}One`)
    : t(`badges.remaining.${unit}`, { count: formatNumber(left, locale) });
}

/**
 * A badge (SPEC.md §2 Badges): its medallion, name, what earns it, and either the day it was
 * earned (the visited date of the visit that completed it) or what is still missing, with a
 * progress bar. Unearned cards look unearned: greyed medallion, dashed edge and the word.
 */
export function BadgeCard({ badge }: { badge: ShownBadge }) {
  const t = useT();
  const locale = useLocale();
  const nameId = useId();
  const remaining = useRemainingText(badge);
  const ja = locale === 'ja';
  const name = ja ? badge.name : badge.name_en || badge.name;
  const description = ja ? badge.description : badge.description_en || badge.description;
  const { current, target } = badge.progress;
  const shown = Math.min(current, target);

  return (
    <article
      className={`badge-card${badge.earned ? ' badge-card--earned' : ' badge-card--unearned'}${badge.waiting ? ' badge-card--waiting' : ''}`}
      aria-labelledby={nameId}
    >
      <BadgeIcon category={badge.category} tier={badge.tier} earned={badge.earned} />
      <div className="badge-card__text">
        <h3 id={nameId} className="badge-card__name">
          {name}
        </h3>
        <p className="badge-card__tier">{t('badges.tier', { tier: badge.tier })}</p>
        <p className="badge-card__description">{description}</p>
        {badge.earned ? (
          <p className="badge-card__state badge-card__state--earned">
            {badge.earned_at ? (
              <time dateTime={badge.earned_at}>
                {t('badges.earnedOn', { date: formatDate(badge.earned_at, locale) })}
              </time>
            ) : (
              t('badges.earned')
            )}
          </p>
        ) : null}
        {badge.earned && badge.waiting ? (
          <p className="badge-card__waiting">{t('badges.waiting')}</p>
        ) : null}
        {badge.earned ? null : (
          <div className="badge-card__progress">
            <p className="badge-card__state">
              <span className="badge-card__unearned">{t('badges.unearned')}</span>
              <span>{remaining}</span>
            </p>
            <div
              className="badge-card__bar"
              role="progressbar"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={target}
              aria-valuenow={shown}
              aria-valuetext={t('badges.progress', {
                current: formatNumber(shown, locale),
                target: formatNumber(target, locale),
              })}
            >
              <span style={{ width: `${(shown / target) * 100}%` }} />
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
