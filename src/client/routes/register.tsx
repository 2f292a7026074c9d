import { createFileRoute, Navigate } from '@tanstack/react-router';
import { RegisterForm } from '../features/auth/register-form';
import { useSessionStore } from '../features/auth/session-store';

export const Route = createFileRoute('/register')({
  staticData: { titleKey: 'title.register', hideHeader: true },
  component: RegisterScreen,
});

function RegisterScreen() {
  const signedIn = useSessionStore((state) => state.user !== null);
  // Someone already signed in has nothing to do here (e.g. Back after signing up).
  if (signedIn) return <Navigate to="/map" replace />;
  return <RegisterForm />;
}
