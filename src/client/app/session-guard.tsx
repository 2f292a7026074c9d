import { Navigate, Outlet, redirect } from '@tanstack/react-router';
import { useSessionStore } from '../features/auth/session-store';
import { useT } from '../i18n/use-t';
import { LoadingIndicator } from './loading-indicator';

/**
 * `beforeLoad` of signed-in screens: a visitor with no session is sent to /login before the
 * screen loads, replacing the history entry so Back does not bounce them here again.
 * While the session is still being restored it lets the route through; RequireSession
 * then waits for the answer.
 */
export function requireSession(): void {
  const { user, loading } = useSessionStore.getState();
  if (!loading && !user) {
    throw redirect({ to: '/login', replace: true });
  }
}

/** Layout of signed-in screens: waits while the session restores, leaves if it ends. */
export function RequireSession() {
  const t = useT();
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);

  if (loading) return <LoadingIndicator label={t('session.loading')} />;
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
