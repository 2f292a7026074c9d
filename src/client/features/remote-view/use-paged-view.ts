import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { http } from '../../api/http';
import { apiPathOfLink } from './next-link';
import { type RemoteView, useRemoteView } from './use-remote-view';

/** The part of a paged answer this reads: the items and the link to the next page. */
export interface PageOf<T> {
  next: string | null;
  results: T[];
}

export interface PagedView<T, P extends PageOf<T>> {
  /** The first page (fetched, or the last copy): its status, age and retry. */
  first: RemoteView<P>;
  /** Every item loaded so far, first page first, each id once. */
  items: T[];
  hasMore: boolean;
  /** The server said this is the last page (a stored copy never says so). */
  ended: boolean;
  loadingMore: boolean;
  /** The last attempt at the next page failed; `loadMore` tries again. */
  moreFailed: boolean;
  loadMore: () => void;
}

/**
 * A list paged by `next` links: the first page is a remote view (kept for offline under
 * `cacheKey`), later pages follow `next` and live only as long as the screen. Cursor links
 * never repeat a post, but an item seen twice (a list paged by offset while it changed) is
 * shown once.
 */
export function usePagedView<T extends { id: number }, P extends PageOf<T>>(
  path: string | null,
  cacheKey: string | null,
): PagedView<T, P> {
  const first = useRemoteView<P>(path, cacheKey);
  const [more, setMore] = useState<{ pages: PageOf<T>[]; loading: boolean; failed: boolean }>({
    pages: [],
    loading: false,
    failed: false,
  });
  const generation = useRef(0);

  // A new first page (another tab, a retry, the fetch replacing the copy) starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new first page only
  useEffect(() => {
    generation.current += 1;
    setMore({ pages: [], loading: false, failed: false });
  }, [first.data]);

  const lastPage = more.pages.at(-1) ?? first.data;
  const next = lastPage?.next ?? null;
  // While the first page is a stale copy, its `next` may point past posts that now exist.
  const hasMore = next !== null && first.status === 'done';

  const loadMore = useCallback(() => {
    if (!next || more.loading) return;
    const nextPath = apiPathOfLink(next);
    if (!nextPath) return;
    const mine = generation.current;
    setMore((now) => ({ ...now, loading: true, failed: false }));
    http
      .get(nextPath)
      .json<PageOf<T>>()
      .then((page) => {
        if (generation.current !== mine) return;
        setMore((now) => ({ pages: [...now.pages, page], loading: false, failed: false }));
      })
      .catch(() => {
        if (generation.current !== mine) return;
        setMore((now) => ({ ...now, loading: false, failed: true }));
      });
  }, [next, more.loading]);

  const items = useMemo(() => {
    const seen = new Set<number>();
    const all: T[] = [];
    for (const page of [first.data, ...more.pages]) {
      for (const item of page?.results ?? []) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        all.push(item);
      }
    }
    return all;
  }, [first.data, more.pages]);

  return {
    first,
    items,
    hasMore,
    ended: next === null && first.status === 'done',
    loadingMore: more.loading,
    moreFailed: more.failed,
    loadMore,
  };
}
