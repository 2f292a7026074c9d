/**
 * Analytics, on the visitor's terms (SPEC.md §1, §4 "Cookie consent"): nothing is loaded
 * and nothing is stored until the cookie banner is answered "accept" and the server says
 * an operator configured a measurement id. "Decline" (or no answer) loads no script and
 * writes no analytics storage at all; with no id configured, no third-party script ever
 * loads.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { AnalyticsConfig } from '../../../shared/api/analytics';
import { http } from '../../api/http';
import { useConsentStore } from '../consent/consent-store';
import { useFilterStore } from '../map/filter-store';
import { gtagLoaded, loadGtag, sendGtagEvent } from './gtag';

/** The events of SPEC.md §1 this app sends. */
export type AnalyticsEvent =
  | { name: 'site_visit'; params: { site_id: number } }
  | { name: 'search'; params: { search_term: string } }
  | { name: 'follow' | 'unfollow'; params: { user_id: number } }
  | { name: 'like'; params: { post_id: number } }
  | { name: 'share'; params: { method: string; content_type: 'post'; item_id: string } }
  | { name: 'feed_view'; params: { feed_type: 'discover' | 'following' | 'my-posts' } }
  | { name: 'ranking_view'; params: { ranking_type: string; period: string } };

/**
 * Events of a visitor who accepted, sent before gtag.js is set up (a first screen that
 * reports itself at once, like the feed): sent once it is. Bounded, for a server with no
 * measurement id configured, where it never is.
 */
const waiting: AnalyticsEvent[] = [];
const WAITING_MAX = 20;

export function trackEvent(event: AnalyticsEvent): void {
  if (gtagLoaded()) sendGtagEvent(event.name, event.params);
  else if (useConsentStore.getState().consent === 'accepted' && waiting.length < WAITING_MAX) {
    waiting.push(event);
  }
}

function trackPageView(): void {
  sendGtagEvent('page_view', {
    page_title: document.title,
    page_location: window.location.href,
  });
}

/** A map search counts once the visitor stops typing. */
const SEARCH_SETTLE_MS = 1_000;

let started = false;

export function startAnalytics(router: AnyRouter): void {
  if (started) return;
  started = true;
  let loading = false;

  const enable = async () => {
    if (loading) return;
    loading = true;
    try {
      const config = await http.get('analytics/config/').json<AnalyticsConfig>();
      if (!config.measurement_id) return;
      loadGtag(config.measurement_id);
      trackPageView();
      for (const event of waiting.splice(0)) sendGtagEvent(event.name, event.params);
    } catch {
      loading = false; // offline or server trouble: try again on the next navigation
    }
  };

  const accepted = () => useConsentStore.getState().consent === 'accepted';
  if (accepted()) void enable();
  useConsentStore.subscribe((state) => {
    if (state.consent === 'accepted') void enable();
  });
  // The title is set by the screen as it renders: read it once the navigation has painted.
  router.subscribe('onResolved', () => {
    if (!accepted()) return;
    if (!loading) void enable();
    else setTimeout(trackPageView, 0);
  });

  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  useFilterStore.subscribe((state, previous) => {
    const term = state.filters.query.trim();
    if (term === previous.filters.query.trim()) return;
    clearTimeout(searchTimer);
    if (term) {
      searchTimer = setTimeout(
        () => trackEvent({ name: 'search', params: { search_term: term } }),
        SEARCH_SETTLE_MS,
      );
    }
  });
}
