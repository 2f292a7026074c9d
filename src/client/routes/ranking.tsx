import { createFileRoute } from '@tanstack/react-router';
import type { RankingPeriod, RankingType } from '../../shared/api/ranking';
import { rankingPeriodOf, rankingTypeOf } from '../features/ranking/queries';
import { RankingScreen } from '../features/ranking/ranking-screen';
import { loadScreenMessages } from '../i18n/screen-messages';

type RankingSearch = { type?: RankingType; period?: RankingPeriod };

export const Route = createFileRoute('/ranking')({
  staticData: { titleKey: 'title.ranking' },
  // The choice is in the address, so back and a reload keep it; the defaults are left out.
  validateSearch: (search: Record<string, unknown>): RankingSearch => {
    const type = rankingTypeOf(search.type);
    const period = rankingPeriodOf(search.period);
    return {
      ...(type === 'total_visits' ? {} : { type }),
      ...(period === 'all_time' ? {} : { period }),
    };
  },
  loader: loadScreenMessages,
  component: RankingRoute,
});

function RankingRoute() {
  const { type = 'total_visits', period = 'all_time' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RankingScreen
      type={type}
      period={period}
      onChange={(next) =>
        void navigate({
          search: {
            ...(next.type === 'total_visits' ? {} : { type: next.type }),
            ...(next.period === 'all_time' ? {} : { period: next.period }),
          },
          replace: true,
        })
      }
    />
  );
}
