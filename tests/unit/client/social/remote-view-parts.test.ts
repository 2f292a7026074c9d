import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCacheId, readCacheKeys, VISITOR_ID } from '../../../../src/client/db/read-cache-rows';
import { feedTabOf } from '../../../../src/client/features/feed/queries';
import { apiPathOfLink } from '../../../../src/client/features/remote-view/next-link';
import {
  debounce,
  LOAD_MORE_DISTANCE_PX,
  nearBottom,
  SCROLL_DEBOUNCE_MS,
} from '../../../../src/client/features/remote-view/scroll-trigger';

describe('read cache keys', () => {
  it('put the signed-in user first, so two accounts never share a row', () => {
    expect(readCacheId(7, readCacheKeys.feed('following'))).toEqual([7, 'feed:following']);
    expect(readCacheId(8, readCacheKeys.feed('following'))).not.toEqual(
      readCacheId(7, readCacheKeys.feed('following')),
    );
  });

  it('file a visitor under an id no account has', () => {
    expect(readCacheId(null, 'users:popular')).toEqual([VISITOR_ID, 'users:popular']);
    expect(VISITOR_ID).toBeLessThan(1);
  });

  it('name every view apart', () => {
    const keys = [
      readCacheKeys.feed('discover'),
      readCacheKeys.feed('following'),
      readCacheKeys.feed('my-posts'),
      readCacheKeys.users('popular'),
      readCacheKeys.users('recent'),
      readCacheKeys.profile(12),
      readCacheKeys.profile(1),
      readCacheKeys.userPosts(12),
      readCacheKeys.followers(12),
      readCacheKeys.following(12),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('feed tabs (SPEC.md §4)', () => {
  it('keeps the three tabs and reads anything else as all', () => {
    expect(feedTabOf('following')).toBe('following');
    expect(feedTabOf('mine')).toBe('mine');
    expect(feedTabOf('discover')).toBe('all');
    expect(feedTabOf(undefined)).toBe('all');
    expect(feedTabOf(3)).toBe('all');
  });
});

describe('next links', () => {
  it('become paths under /api for the http client', () => {
    expect(apiPathOfLink('/api/social/feed/?type=discover&page_size=10&cursor=abc')).toBe(
      'social/feed/?type=discover&page_size=10&cursor=abc',
    );
    expect(apiPathOfLink('http://127.0.0.1:8080/api/social/followers/3/?limit=20&offset=20')).toBe(
      'social/followers/3/?limit=20&offset=20',
    );
  });

  it('refuse a link outside /api', () => {
    expect(apiPathOfLink('https://evil.example/steal')).toBeNull();
    expect(apiPathOfLink('/apifoo/x')).toBeNull();
  });
});

describe('scroll trigger (SPEC.md §9: within 1,000 px, 100 ms)', () => {
  const view = (scrollTop: number) => ({ scrollTop, viewportHeight: 800, scrollHeight: 5_000 });

  it('fires within 1,000 px of the bottom and not before', () => {
    expect(LOAD_MORE_DISTANCE_PX).toBe(1_000);
    // Bottom of the viewport at 4,000: exactly 1,000 px left.
    expect(nearBottom(view(3_200))).toBe(true);
    expect(nearBottom(view(3_199))).toBe(false);
    expect(nearBottom(view(0))).toBe(false);
    expect(nearBottom({ scrollTop: 0, viewportHeight: 800, scrollHeight: 600 })).toBe(true);
  });

  describe('debounce', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('runs once, 100 ms after the last call', () => {
      const run = vi.fn();
      const debounced = debounce(run, SCROLL_DEBOUNCE_MS);
      debounced.call();
      vi.advanceTimersByTime(60);
      debounced.call();
      vi.advanceTimersByTime(99);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('drops a pending call when cancelled', () => {
      const run = vi.fn();
      const debounced = debounce(run, SCROLL_DEBOUNCE_MS);
      debounced.call();
      debounced.cancel();
      vi.advanceTimersByTime(500);
      expect(run).not.toHaveBeenCalled();
    });
  });
});
