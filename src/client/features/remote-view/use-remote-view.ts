import { useCallback, useEffect, useState } from 'react';
import { describeFailure, http, type RequestFailure } from '../../api/http';
import { readCache } from '../../db/read-cache';
import { useSessionStore } from '../auth/session-store';

export type RemoteViewStatus =
  /** Asking the server; `data` may already be the last copy. */
  | 'loading'
  /** `data` is the server's answer of this visit. */
  | 'done'
  /** The server could not be asked (offline) or failed: `data` is the last copy, `savedAt` its time. */
  | 'copy'
  /** It failed and no copy exists. */
  | 'failed'
  /** The server says there is no such thing (404). */
  | 'not-found';

export interface RemoteView<T> {
  status: RemoteViewStatus;
  data: T | undefined;
  /** When `data` is a stored copy: when it was fetched (epoch ms). */
  savedAt: number | undefined;
  /** The last failure was no answer at all (offline, timeout). */
  offline: boolean;
  /** What the last failure was (for a screen's collapsible details); undefined after success. */
  failure?: RequestFailure;
  retry: () => void;
}

type State<T> = Omit<RemoteView<T>, 'retry'>;

const LOADING: State<never> = {
  status: 'loading',
  data: undefined,
  savedAt: undefined,
  offline: false,
};

/**
 * A remote view (DESIGN.md "Remote views are cached, not synced"): asks the server for `path`
 * (relative to /api; null waits) each time the screen opens, shows the last stored copy at
 * once while it asks, keeps each answer under `cacheKey` for the signed-in user (null keeps
 * nothing), and falls back to that copy, with its age, when the server cannot answer. The
 * server is always asked: likes and follows made elsewhere must show when online, and
 * SPEC.md §9's freshness only spares requests a cache could answer, which costs a stale
 * screen here.
 */
export function useRemoteView<T>(path: string | null, cacheKey: string | null): RemoteView<T> {
  const sessionLoading = useSessionStore((state) => state.loading);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const [state, setState] = useState<State<T>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const ready = !sessionLoading && path !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!ready || path === null) return;
    let current = true;
    setState(LOADING);
    const copy = cacheKey
      ? readCache.get<T>(userId, cacheKey).catch(() => null)
      : Promise.resolve(null);
    void copy.then((row) => {
      if (current && row) {
        setState((now) =>
          now.status === 'loading' ? { ...now, data: row.value, savedAt: row.savedAt } : now,
        );
      }
    });
    http
      .get(path)
      .json<T>()
      .then(async (value) => {
        if (!current) return;
        setState({ status: 'done', data: value, savedAt: undefined, offline: false });
        // Not after a log-out: the purge has run, and this answer was fetched as that user.
        if (cacheKey && useSessionStore.getState().user?.id === (userId ?? undefined)) {
          await readCache.put(userId, cacheKey, value).catch(() => {});
        }
      })
      .catch(async (error: unknown) => {
        const failure = await describeFailure(error);
        const row = await copy;
        if (!current) return;
        const offline = failure.kind === 'network';
        if (failure.kind === 'http' && failure.status === 404) {
          setState({ status: 'not-found', data: undefined, savedAt: undefined, offline, failure });
        } else if (row) {
          setState({ status: 'copy', data: row.value, savedAt: row.savedAt, offline, failure });
        } else {
          setState({ status: 'failed', data: undefined, savedAt: undefined, offline, failure });
        }
      });
    return () => {
      current = false;
    };
  }, [ready, path, cacheKey, userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
