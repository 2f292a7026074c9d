import { createFileRoute } from '@tanstack/react-router';
import { UserProfileScreen } from '../../features/users/user-profile-screen';
import { loadScreenMessages } from '../../i18n/screen-messages';

export const Route = createFileRoute('/users/$userId')({
  staticData: { titleKey: 'title.userProfile' },
  loader: loadScreenMessages,
  component: UserProfileRoute,
});

function UserProfileRoute() {
  const { userId } = Route.useParams();
  // Keyed: another traveller's profile starts from its own state, tabs included.
  return <UserProfileScreen key={userId} userId={Number(userId)} />;
}
