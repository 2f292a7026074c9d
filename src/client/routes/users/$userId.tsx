import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/coming-soon';
import { useT } from '../../i18n/use-t';

export const Route = createFileRoute('/users/$userId')({
  staticData: { titleKey: 'title.userProfile' },
  component: UserProfileScreen,
});

function UserProfileScreen() {
  const t = useT();
  const { userId } = Route.useParams();
  return (
    <ComingSoon
      title={t('title.userProfile')}
      description={t('userProfile.description', { id: userId })}
    />
  );
}
