import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/coming-soon';
import { useT } from '../../i18n/use-t';

export const Route = createFileRoute('/_signed-in/profile')({
  staticData: { titleKey: 'title.profile' },
  component: ProfileScreen,
});

function ProfileScreen() {
  const t = useT();
  return <ComingSoon title={t('title.profile')} description={t('profile.description')} />;
}
