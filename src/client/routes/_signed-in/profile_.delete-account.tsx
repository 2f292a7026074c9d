import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountScreen } from '../../features/account-deletion/delete-account-screen';

export const Route = createFileRoute('/_signed-in/profile_/delete-account')({
  staticData: { titleKey: 'title.deleteAccount' },
  component: DeleteAccountScreen,
});
