import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { User, UserStats } from '../../../shared/api/auth';
import { describeFailure } from '../../api/http';
import { getSession } from '../../db/session';
import { reloadProfile } from './commands';

/** The signed-in user and statistics as last stored (undefined while IndexedDB answers). */
export function useStoredProfile(): { user: User; stats: UserStats | undefined } | undefined {
  return useLiveQuery(async () => {
    const session = await getSession();
    return session && { user: session.user, stats: session.stats };
  });
}

/** How the latest fetch of the profile went; the stored copy is shown whatever happened. */
export type ProfileFetch = 'loading' | 'done' | 'offline' | 'failed';

/** Fetches a fresh profile on mount and on `retry`, storing it for the next visit. */
export function useProfileFetch(): { status: ProfileFetch; retry: () => void } {
  const [status, setStatus] = useState<ProfileFetch>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    let current = true;
    setStatus('loading');
    reloadProfile()
      .then(() => current && setStatus('done'))
      .catch(async (error: unknown) => {
        const failure = await describeFailure(error);
        if (current) setStatus(failure.kind === 'network' ? 'offline' : 'failed');
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, retry };
}
