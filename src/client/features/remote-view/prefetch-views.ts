/**
 * What SPEC.md §7 prefetches, kept as the screens keep their last copies (the same paths
 * and keys: feed/queries.ts, ranking/queries.ts, users/queries.ts), so the next screen
 * opens with them at once and still shows them offline, with their age.
 */
import { http } from '../../api/http';
import { readCache } from '../../db/read-cache';
import { useSessionStore } from '../auth/session-store';
import { feedFirstPage } from '../feed/queries';
import { leaderboardView } from '../ranking/queries';
import { userListView } from '../users/queries';
import type { PrefetchFrom } from './use-prefetch';

const MINUTE_MS = 60_000;

/** SPEC.md §9 freshness: a copy younger than this is not asked for again. */
const FRESH_MS = { feed: 5 * MINUTE_MS, leaderboard: 5 * MINUTE_MS, users: 10 * MINUTE_MS };

type PrefetchedView = { path: string; cacheKey: string; freshMs: number };

/** SPEC.md §7: from the landing page the feed and the ranking; from the feed the ranking
 * and the travellers the user search suggests (recent and popular). */
export function prefetchedViews(from: PrefetchFrom): PrefetchedView[] {
  const leaderboard = {
    ...leaderboardView('total_visits', 'all_time'),
    freshMs: FRESH_MS.leaderboard,
  };
  if (from === 'landing') return [{ ...feedFirstPage('all'), freshMs: FRESH_MS.feed }, leaderboard];
  return [
    leaderboard,
    { ...userListView('recent'), freshMs: FRESH_MS.users },
    { ...userListView('popular'), freshMs: FRESH_MS.users },
  ];
}

/** Asks for each view whose copy is missing or stale; a failure only means no copy yet. */
export async function prefetchViews(from: PrefetchFrom, now = Date.now()): Promise<void> {
  const userId = useSessionStore.getState().user?.id ?? null;
  await Promise.allSettled(
    prefetchedViews(from).map(async (view) => {
      const copy = await readCache.get(userId, view.cacheKey);
      if (copy && now - copy.savedAt < view.freshMs) return;
      const value = await http.get(view.path).json();
      // Not after a log-out or another sign-in: the answer was asked for as this user.
      if ((useSessionStore.getState().user?.id ?? null) !== userId) return;
      await readCache.put(userId, view.cacheKey, value);
    }),
  );
}
