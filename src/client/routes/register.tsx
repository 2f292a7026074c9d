import { createFileRoute, Navigate } from '@tanstack/react-router';
import { RegisterForm } from '../features/auth/register-form';
import { useSessionStore } from '../features/auth/session-store';
import { loadScreenMessages } from '../i18n/screen-messages';

export const Route = createFileRoute('/register')({
  staticData: { titleKey: 'title.register', hideHeader: true },
  loader: loadScreenMessages,
  component: RegisterScreen,
});

function RegisterScreen() {
  const signedIn = useSessionStore((state) => state.user !== null);
  // Someone already signed in has nothing to do here (e.g. Back after signing up).
  if (signedIn) return <Navigate to="/map" replace />;
  return <RegisterForm />;
}
