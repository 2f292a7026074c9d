import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Runs `close` whenever the router starts a navigation (links, back/forward, redirects). */
export function useCloseOnNavigation(close: () => void): void {
  const router = useRouter();
  useEffect(() => router.subscribe('onBeforeNavigate', close), [router, close]);
}
