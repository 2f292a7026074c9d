import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetScreen } from '../features/account/password-reset-screen';
import { loadScreenMessages } from '../i18n/screen-messages';

export const Route = createFileRoute('/password-reset')({
  staticData: { titleKey: 'title.passwordReset', hideHeader: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  loader: loadScreenMessages,
  component: function PasswordResetRoute() {
    const { token } = Route.useSearch();
    return <PasswordResetScreen token={token} />;
  },
});
