import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';

/** Ribbon and disc colours of the three medals: gold, silver, bronze. */
const MEDALS = {
  1: { disc: '#e2b33c', rim: '#a87b12', ribbon: '#c0392b' },
  2: { disc: '#c9d0d9', rim: '#7d8794', ribbon: '#2a4a77' },
  3: { disc: '#d49463', rim: '#8f5528', ribbon: '#2e7d4f' },
} as const;

/** A medal of our own drawing for ranks 1–3, the rank written on it. */
function Medal({ rank }: { rank: 1 | 2 | 3 }) {
  const colour = MEDALS[rank];
  return (
    <svg className="rank-mark__medal" viewBox="0 0 40 48" aria-hidden="true" focusable="false">
      <path d="M10 0h8l6 16h-8z" fill={colour.ribbon} />
      <path d="M30 0h-8l-6 16h8z" fill={colour.ribbon} opacity="0.8" />
      <circle cx="20" cy="30" r="16" fill={colour.rim} />
      <circle cx="20" cy="30" r="12.5" fill={colour.disc} />
      <text
        x="20"
        y="35.5"
        textAnchor="middle"
        fontSize="15"
        fontWeight="800"
        fill={rank === 2 ? '#1b2433' : '#3b2506'}
      >
        {rank}
      </text>
    </svg>
  );
}

/**
 * A rank as SPEC.md §2 shows it: a medal for 1–3, otherwise 「#12」. Read out as 「12 位」.
 */
export function RankMark({ rank, size = 'm' }: { rank: number; size?: 'm' | 'l' }) {
  const t = useT();
  const locale = useLocale();
  const number = formatNumber(rank, locale);
  return (
    <span className={`rank-mark rank-mark--${size}`}>
      {rank === 1 || rank === 2 || rank === 3 ? (
        <Medal rank={rank} />
      ) : (
        <span className="rank-mark__number" aria-hidden="true">
          #{number}
        </span>
      )}
      <span className="visually-hidden">{t('ranking.rank', { rank: number })}</span>
    </span>
  );
}
