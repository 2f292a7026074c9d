import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardBasic, DashboardStats } from '../../src/shared/api/dashboard';
import { BADGE_DEFINITIONS } from '../../src/shared/collecting/badge-definitions';
import { type AuthTestApp, MINUTE, startAuthTestApp } from './support/auth';
import { api, member, siteIds, visit } from './support/social';

let t: AuthTestApp;
let sites: number[];
beforeAll(async () => {
  t = await startAuthTestApp();
  sites = await siteIds(t, 20);
});
afterAll(() => t.close());

const site = (i: number) => sites[i] ?? 0;

describe('dashboard', () => {
  it('shows the same numbers as the profile, the level and the badges held', async () => {
    const who = await member(t);
    await visit(t, who, site(0), { comment: '素晴らしい' });
    await visit(t, who, site(1));
    const stats = (await api(t, who, 'GET', '/heritage/dashboard/stats/')).json() as DashboardStats;
    const profile = (await api(t, who, 'GET', '/auth/stats/')).json();
    expect(stats.user_stats).toEqual({
      visited_sites: profile.visited_sites,
      countries_visited: profile.countries_visited,
      reviews_count: 1,
      visit_percentage: profile.visit_percentage,
      visited_by_type: profile.visited_by_type,
    });
    expect(stats.user_stats.visited_sites).toBe(2);
    expect(stats.global_stats).toEqual(profile.global_stats);

    const basic = (await api(t, who, 'GET', '/heritage/dashboard/basic/')).json() as DashboardBasic;
    const held = (await api(t, who, 'GET', '/badges/my_badges/')).json();
    expect(basic).toMatchObject({
      user: { id: who.id, total_visits: 2, countries_visited: profile.countries_visited },
      achievement_level: 'novice',
      badges_earned: held.length,
      badges_total: BADGE_DEFINITIONS.length,
    });
    expect(held.length).toBeGreaterThan(0);
  });

  it('shows others’ recent posts the traveller may see, never their own', async () => {
    const reader = await member(t);
    const writer = await member(t);
    const hidden = await member(t);
    await visit(t, reader, site(2));
    await visit(t, writer, site(3));
    await visit(t, hidden, site(4), { visibility: 'private' });
    await visit(t, writer, site(5));
    const feed = await api(t, reader, 'GET', '/heritage/dashboard/feed/?limit=10');
    expect(feed.statusCode, feed.body).toBe(200);
    const authors = feed.json().recent_feed.map((p: { user: { id: number } }) => p.user.id);
    expect(authors.slice(0, 2)).toEqual([writer.id, writer.id]);
    expect(authors).not.toContain(reader.id);
    expect(authors).not.toContain(hidden.id);
    expect(
      (await api(t, reader, 'GET', '/heritage/dashboard/feed/?limit=1')).json().recent_feed,
    ).toHaveLength(1);
    expect((await api(t, reader, 'GET', '/heritage/dashboard/feed/?limit=51')).statusCode).toBe(
      400,
    );
  });

  it('needs an account', async () => {
    for (const path of ['basic', 'stats', 'feed']) {
      expect((await api(t, undefined, 'GET', `/heritage/dashboard/${path}/`)).statusCode).toBe(401);
    }
  });
});

describe('community figures for the landing page', () => {
  it('counts the List, travellers with a visit and their visits, refreshed every few minutes', async () => {
    const first = (await api(t, undefined, 'GET', '/heritage/community/')).json();
    expect(first.sites).toBeGreaterThan(1000);
    const who = await member(t);
    await visit(t, who, site(10));
    const cached = (await api(t, undefined, 'GET', '/heritage/community/')).json();
    expect(cached).toEqual(first);
    t.clock.advance(5 * MINUTE);
    const fresh = (await api(t, undefined, 'GET', '/heritage/community/')).json();
    expect(fresh).toEqual({
      sites: first.sites,
      travellers: first.travellers + 1,
      visits: first.visits + 1,
    });
  });

  it('each server counts its own database: another app beside this one keeps its own figures', async () => {
    const who = await member(t);
    await visit(t, who, site(11));
    t.clock.advance(5 * MINUTE);
    const here = (await api(t, undefined, 'GET', '/heritage/community/')).json();
    expect(here.travellers).toBeGreaterThan(0);
    const other = await startAuthTestApp({ clock: t.clock });
    try {
      const there = (await api(other, undefined, 'GET', '/heritage/community/')).json();
      expect(there).toEqual({ sites: here.sites, travellers: 0, visits: 0 });
    } finally {
      await other.close();
    }
  });
});
