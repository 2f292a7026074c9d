import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../app/coming-soon';
import { useT } from '../i18n/use-t';

export const Route = createFileRoute('/ranking')({
  staticData: { titleKey: 'title.ranking' },
  component: RankingScreen,
});

function RankingScreen() {
  const t = useT();
  return <ComingSoon title={t('title.ranking')} description={t('ranking.description')} />;
}
