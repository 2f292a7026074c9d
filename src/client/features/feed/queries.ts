import type { FEED_TYPES, FeedPage, Post } from '../../../shared/api/social-posts';
import { FEED_PAGE_DEFAULT } from '../../../shared/limits';
import { readCacheKeys } from '../../db/read-cache-rows';
import { type PagedView, usePagedView } from '../remote-view/use-paged-view';

/** The feed's tabs (SPEC.md §4): all → discover, following → following, mine → my-posts. */
export const FEED_TABS = ['all', 'following', 'mine'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

export const FEED_TYPE_OF = {
  all: 'discover',
  following: 'following',
  mine: 'my-posts',
} as const satisfies Record<FeedTab, (typeof FEED_TYPES)[number]>;

/** SPEC.md §4: anything other than the three tabs means all. */
export function feedTabOf(value: unknown): FeedTab {
  return FEED_TABS.includes(value as FeedTab) ? (value as FeedTab) : 'all';
}

/**
 * One tab of the feed, infinite: the first page is kept on the device per tab and user,
 * later pages follow the server's cursor links. `enabled` false asks nothing (a visitor's
 * following and mine tabs).
 */
export function useFeed(tab: FeedTab, enabled: boolean): PagedView<Post, FeedPage> {
  const view = feedFirstPage(tab);
  return usePagedView<Post, FeedPage>(enabled ? view.path : null, view.cacheKey);
}

/** Where a tab's first page is asked and kept: the screen and the prefetch read the same. */
export function feedFirstPage(tab: FeedTab): { path: string; cacheKey: string } {
  const type = FEED_TYPE_OF[tab];
  return {
    path: `social/feed/?type=${type}&page_size=${FEED_PAGE_DEFAULT}`,
    cacheKey: readCacheKeys.feed(type),
  };
}
