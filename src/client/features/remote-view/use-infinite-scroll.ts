import { useEffect, useRef } from 'react';
import { debounce, nearBottom, SCROLL_DEBOUNCE_MS } from './scroll-trigger';

function pageIsNearBottom(): boolean {
  const root = document.documentElement;
  return nearBottom({
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    scrollHeight: root.scrollHeight,
  });
}

/**
 * Calls `loadMore` when the page is scrolled within reach of its bottom (debounced), and
 * after each page arrives if the list is still too short to scroll (`itemCount` changes).
 * `enabled` is false while a page loads, after the last page, and after a failure (the
 * screen then offers a button).
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean, itemCount: number) {
  const latest = useRef(loadMore);
  latest.current = loadMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count re-checks a short list
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (pageIsNearBottom()) latest.current();
    };
    const debounced = debounce(check, SCROLL_DEBOUNCE_MS);
    window.addEventListener('scroll', debounced.call, { passive: true });
    window.addEventListener('resize', debounced.call);
    // A short list never scrolls: look once now, after this render has laid out.
    const first = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(first);
      debounced.cancel();
      window.removeEventListener('scroll', debounced.call);
      window.removeEventListener('resize', debounced.call);
    };
  }, [enabled, itemCount]);
}
