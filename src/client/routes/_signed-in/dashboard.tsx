import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/coming-soon';
import { useT } from '../../i18n/use-t';

export const Route = createFileRoute('/_signed-in/dashboard')({
  staticData: { titleKey: 'title.dashboard' },
  component: DashboardScreen,
});

function DashboardScreen() {
  const t = useT();
  return <ComingSoon title={t('title.dashboard')} description={t('dashboard.description')} />;
}
