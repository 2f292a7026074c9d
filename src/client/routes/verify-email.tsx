import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '../features/account/verify-email-screen';
import { loadScreenMessages } from '../i18n/screen-messages';

export const Route = createFileRoute('/verify-email')({
  staticData: { titleKey: 'title.verifyEmail', hideHeader: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  loader: loadScreenMessages,
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailScreen token={token} />;
  },
});
