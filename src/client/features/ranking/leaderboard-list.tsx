import { Link } from '@tanstack/react-router';
import type { LeaderboardEntry, RankingType } from '../../../shared/api/ranking';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/locale-store';
import type { Translate } from '../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../users/avatar';
import { RankMark } from './rank-mark';
import '../users/users.css';

/** A score with its unit: 「12 サイト」「5 か国」「3 件」. */
export function scoreText(t: Translate, locale: Locale, type: RankingType, score: number) {
  return t(`ranking.score.${type}`, { count: formatNumber(score, locale) });
}

/**
 * The other numbers of a row (SPEC.md §2): countries when ranking by visits, sites when by
 * countries, and reviews unless ranking by reviews.
 */
function secondaryStats(t: Translate, locale: Locale, type: RankingType, entry: LeaderboardEntry) {
  const stats: string[] = [];
  const count = (n: number) => formatNumber(n, locale);
  if (type === 'total_visits') {
    stats.push(t('ranking.stat.countries', { count: count(entry.countries_visited) }));
  }
  if (type === 'countries_visited') {
    stats.push(t('ranking.stat.sites', { count: count(entry.total_visits) }));
  }
  if (type !== 'reviews_count') {
    stats.push(t('ranking.stat.reviews', { count: count(entry.reviews_count) }));
  }
  return stats;
}

function LeaderboardRow({
  entry,
  type,
  self,
}: {
  entry: LeaderboardEntry;
  type: RankingType;
  self: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const name = entry.user.display_name || entry.user.username;
  const classes = [
    'ranking-row',
    entry.rank <= 3 ? `ranking-row--top ranking-row--rank-${entry.rank}` : '',
    self ? 'ranking-row--self' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} aria-current={self ? 'true' : undefined}>
      <Link
        to="/users/$userId"
        params={{ userId: String(entry.user.id) }}
        className="ranking-row__link"
      >
        <RankMark rank={entry.rank} />
        <Avatar name={name} picture={entry.user.profile_picture} size="s" />
        <span className="ranking-row__who">
          <span className="ranking-row__name">
            {name}
            {self ? <span className="ranking-row__you">{t('ranking.you')}</span> : null}
          </span>
          <span className="ranking-row__username">@{entry.user.username}</span>
        </span>
        <span className="ranking-row__numbers">
          <span className="ranking-row__score">{scoreText(t, locale, type, entry.score)}</span>
          <span className="ranking-row__stats">
            {secondaryStats(t, locale, type, entry).map((stat) => (
              <span key={stat}>{stat}</span>
            ))}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The ranked travellers, highest first; the top three and the viewer stand out, every row
 * leads to that traveller's profile.
 */
export function LeaderboardList({
  entries,
  type,
  label,
  viewerId,
}: {
  entries: readonly LeaderboardEntry[];
  type: RankingType;
  label: string;
  viewerId: number | null;
}) {
  return (
    <ol className="ranking-list" aria-label={label}>
      {entries.map((entry) => (
        <LeaderboardRow
          key={entry.user.id}
          entry={entry}
          type={type}
          self={entry.user.id === viewerId}
        />
      ))}
    </ol>
  );
}
