import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../app/coming-soon';
import { useT } from '../i18n/use-t';

export const Route = createFileRoute('/feed')({
  staticData: { titleKey: 'title.feed' },
  component: FeedScreen,
});

function FeedScreen() {
  const t = useT();
  return <ComingSoon title={t('title.feed')} description={t('feed.description')} />;
}
