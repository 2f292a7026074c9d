import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/coming-soon';
import { useT } from '../../i18n/use-t';

export const Route = createFileRoute('/users/search')({
  staticData: { titleKey: 'title.userSearch' },
  component: UserSearchScreen,
});

function UserSearchScreen() {
  const t = useT();
  return <ComingSoon title={t('title.userSearch')} description={t('userSearch.description')} />;
}
