import { createFileRoute, Navigate } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form';
import { useSessionStore } from '../features/auth/session-store';

export const Route = createFileRoute('/login')({
  staticData: { titleKey: 'title.login', hideHeader: true },
  component: LoginScreen,
});

function LoginScreen() {
  const signedIn = useSessionStore((state) => state.user !== null);
  // Someone already signed in has nothing to do here (e.g. Back after signing in).
  if (signedIn) return <Navigate to="/map" replace />;
  return <LoginForm />;
}
