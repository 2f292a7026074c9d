import { createFileRoute } from '@tanstack/react-router';
import { UserSearchScreen } from '../../features/users/user-search-screen';
import { loadScreenMessages } from '../../i18n/screen-messages';

export const Route = createFileRoute('/users/search')({
  staticData: { titleKey: 'title.userSearch' },
  loader: loadScreenMessages,
  component: UserSearchScreen,
});
