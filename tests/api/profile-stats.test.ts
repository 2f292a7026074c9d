import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, visits } from '../../src/server/db/schema';
import { META_KEYS, readMeta, writeMeta } from '../../src/server/repositories/meta-repository';
import type { Site } from '../../src/shared/api/sites';
import { type AuthTestApp, bearer, registerUser, startAuthTestApp } from './support/auth';
import { catalogueRecords } from './support/catalogue';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

async function siteIds(where: ReturnType<typeof sql>, count: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: sites.id })
    .from(sites)
    .where(where)
    .orderBy(sites.id)
    .limit(count);
  return rows.map((r) => r.id);
}

async function visit(userId: number, siteId: number) {
  await t.database.db
    .insert(visits)
    .values({ userId, siteId, rating: 5, visitedDate: '2029-05-01' });
}

describe('GET /api/auth/stats/', () => {
  it('counts visits by type, the countries visited and the share of listed sites', async () => {
    const { user, access } = await registerUser(t.app);
    // Two cultural sites in Japan, one natural site in Japan, one mixed site elsewhere,
    // one transboundary site of three states none of them Japan (its visit counts the one
    // country whose part was visited: with none named, the first listed).
    const cultural = await siteIds(sql`category = 'cultural' and iso_codes = array['jp']`, 2);
    const natural = await siteIds(sql`category = 'natural' and iso_codes = array['jp']`, 1);
    const mixed = await siteIds(
      sql`category = 'mixed' and not ('jp' = any(iso_codes)) and cardinality(iso_codes) = 1`,
      1,
    );
    const transboundary = await siteIds(
      sql`cardinality(iso_codes) = 3 and not ('jp' = any(iso_codes)) and not (iso_codes && (select iso_codes from sites where id = ${mixed[0] ?? 0}))`,
      1,
    );
    const visited = [...cultural, ...natural, ...mixed, ...transboundary];
    expect(visited).toHaveLength(5);
    for (const id of visited) await visit(user.id, id);

    const [transRow] = await t.database.db
      .select({ category: sites.category })
      .from(sites)
      .where(eq(sites.id, transboundary[0] ?? 0));
    const byType = { cultural: 2, natural: 1, mixed: 1 };
    byType[transRow?.category ?? 'cultural'] += 1;

    const res = await t.app.inject({ url: '/api/auth/stats/', headers: bearer(access) });
    expect(res.statusCode, res.body).toBe(200);
    const total = catalogueRecords.length;
    expect(res.json()).toEqual({
      total_visits: 5,
      visited_sites: 5,
      countries_visited: 1 + 1 + 1,
      visited_by_type: byType,
      total_sites: total,
      visit_percentage: Math.round((5 / total) * 1000) / 10,
      global_stats: {
        total_sites: total,
        cultural_sites: expect.any(Number),
        natural_sites: expect.any(Number),
        mixed_sites: expect.any(Number),
      },
    });
    const global = res.json().global_stats;
    expect(global.cultural_sites + global.natural_sites + global.mixed_sites).toBe(total);

    // The User object shows the same counts.
    const profile = (
      await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) })
    ).json();
    expect(profile).toMatchObject({ total_visits: 5, countries_visited: 3, posts_count: 5 });
  });

  it('starts at zero and leaves out sites no longer on the list', async () => {
    const { user, access } = await registerUser(t.app);
    const zero = (await t.app.inject({ url: '/api/auth/stats/', headers: bearer(access) })).json();
    expect(zero).toMatchObject({ total_visits: 0, countries_visited: 0, visit_percentage: 0 });

    const [a, b] = await siteIds(sql`category = 'natural'`, 2);
    await visit(user.id, a ?? 0);
    await visit(user.id, b ?? 0);
    // As a catalogue import that drops a site does: unlisted, under a new catalogue version.
    const version = await readMeta(t.database.db, META_KEYS.catalogueVersion);
    await t.database.db
      .update(sites)
      .set({ listed: false })
      .where(eq(sites.id, b ?? 0));
    await writeMeta(t.database.db, META_KEYS.catalogueVersion, 'without-one-site');
    try {
      const stats = (
        await t.app.inject({ url: '/api/auth/stats/', headers: bearer(access) })
      ).json();
      expect(stats).toMatchObject({
        total_visits: 1,
        visited_by_type: { cultural: 0, natural: 1, mixed: 0 },
        total_sites: catalogueRecords.length - 1,
      });
      // The visit stays in the traveller's history, marked (docs/COUNTING.md C2).
      const own = (
        await t.app.inject({ url: '/api/heritage/visits/', headers: bearer(access) })
      ).json() as { results: { heritage_site: { id: number; listed: boolean } }[] };
      expect(own.results.map((v) => [v.heritage_site.id, v.heritage_site.listed]).sort()).toEqual(
        [
          [a, true],
          [b, false],
        ].sort(),
      );
    } finally {
      await t.database.db
        .update(sites)
        .set({ listed: true })
        .where(eq(sites.id, b ?? 0));
      await writeMeta(t.database.db, META_KEYS.catalogueVersion, version ?? '');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject('/api/auth/stats/');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });
});

describe('GET /api/heritage/sites/?visited= for a signed-in user', () => {
  it('filters by the user’s own visits', async () => {
    const { user, access } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await siteIds(sql`true`, 3);
    for (const id of mine) await visit(user.id, id);
    await visit(other.user.id, 688);

    const get = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/heritage/sites/?${query}`,
        headers: bearer(access),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; results: Site[] };
    };
    const visited = await get('visited=true&limit=2000');
    expect(visited.results.map((s) => s.id).sort()).toEqual([...mine].sort());
    const notVisited = await get('visited=false&limit=2000');
    expect(notVisited.count).toBe(catalogueRecords.length - mine.length);
    expect(notVisited.results.some((s) => mine.includes(s.id))).toBe(false);
    expect(notVisited.results.some((s) => s.id === 688)).toBe(!mine.includes(688));
    const both = await get('visited=1&category=cultural&limit=2000');
    const culturalMine = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.category, 'cultural'), sql`${sites.id} in ${mine}`));
    expect(both.count).toBe(culturalMine.length);
  });

  it('still asks visitors to sign in', async () => {
    const res = await t.app.inject('/api/heritage/sites/?visited=true');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });
});
