import { createFileRoute } from '@tanstack/react-router';
import { FeedScreen } from '../features/feed/feed-screen';
import { type FeedTab, feedTabOf } from '../features/feed/queries';
import { loadScreenMessages } from '../i18n/screen-messages';

export const Route = createFileRoute('/feed')({
  staticData: { titleKey: 'title.feed' },
  // The tab is in the address, so back and a reload keep it; `all` is the default, left out.
  validateSearch: (search: Record<string, unknown>): { tab?: FeedTab } => {
    const tab = feedTabOf(search.tab);
    return tab === 'all' ? {} : { tab };
  },
  loader: loadScreenMessages,
  component: FeedRoute,
});

function FeedRoute() {
  const { tab = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FeedScreen
      tab={tab}
      onTab={(next) =>
        void navigate({ search: next === 'all' ? {} : { tab: next }, replace: true })
      }
    />
  );
}
