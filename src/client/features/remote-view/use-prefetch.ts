import { useEffect } from 'react';
import { useSessionStore } from '../auth/session-store';

/** SPEC.md §7 and §9: how long a screen is open before the next ones are asked. */
export const PREFETCH_DELAY_MS = 3_000;

export type PrefetchFrom = 'landing' | 'feed';

/**
 * SPEC.md §7 Prefetch: once the landing page or the feed has been open a few seconds, the
 * screens a traveller most likely opens next are asked for and kept (prefetch-views.ts).
 * Leaving sooner asks nothing; the asking code loads only then, so the screen starts without it.
 */
export function usePrefetch(from: PrefetchFrom): void {
  const sessionLoading = useSessionStore((state) => state.loading);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a sign-in or out starts over, for the copies are kept per user
  useEffect(() => {
    if (sessionLoading) return;
    const timer = setTimeout(() => {
      if (globalThis.navigator?.onLine === false) return;
      void import('./prefetch-views')
        .then(({ prefetchViews }) => prefetchViews(from))
        .catch(() => {});
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [from, sessionLoading, userId]);
}
