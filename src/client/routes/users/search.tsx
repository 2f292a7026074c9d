import { createFileRoute } from '@tanstack/react-router';
import { UserSearchScreen } from '../../features/users/user-search-screen';

export const Route = createFileRoute('/users/search')({
  staticData: { titleKey: 'title.userSearch' },
  component: UserSearchScreen,
});
