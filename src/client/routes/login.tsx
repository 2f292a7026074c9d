import { createFileRoute, Navigate } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form';
import { useSessionStore } from '../features/auth/session-store';
import { loadScreenMessages } from '../i18n/screen-messages';

export const Route = createFileRoute('/login')({
  staticData: { titleKey: 'title.login', hideHeader: true },
  loader: loadScreenMessages,
  component: LoginScreen,
});

function LoginScreen() {
  const signedIn = useSessionStore((state) => state.user !== null);
  // Someone already signed in has nothing to do here (e.g. Back after signing in).
  if (signedIn) return <Navigate to="/map" replace />;
  return <LoginForm />;
}
