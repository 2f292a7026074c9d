import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingCounters, sites, visits } from '../../src/server/db/schema';
import {
  collectionFactsOf,
  listedCollectedSites,
} from '../../src/server/repositories/collection-repository';
import { replaceAllCounters } from '../../src/server/repositories/ranking-counters-repository';
import { allUserIds } from '../../src/server/repositories/users-repository';
import { rebuildCollections } from '../../src/server/services/collection-rebuild-service';
import { countsByPeriod } from '../../src/shared/collecting/collection';
import { type AuthTestApp, startAuthTestApp, TestClock } from './support/auth';
import { api, type Member, member } from './support/social';

// The bulk counters (one INSERT … SELECT … GROUP BY for everyone) against the per-traveller
// rules of src/shared/collecting: transboundary parts, visits naming no country, comments,
// delisted sites, visits over several years and months, and a traveller with nothing counted.

let t: AuthTestApp;
let single: number[];
let transboundary: { id: number; states: string[] }[];
let people: Member[];

beforeAll(async () => {
  t = await startAuthTestApp({ clock: new TestClock('2030-05-01T09:00:00Z') });
  const db = t.database.db;
  single = (
    await db
      .select({ id: sites.id })
      .from(sites)
      .where(sql`cardinality(${sites.isoCodes}) = 1 and ${sites.listed}`)
      .orderBy(sites.id)
      .limit(20)
  ).map((r) => r.id);
  transboundary = await db
    .select({ id: sites.id, states: sites.isoCodes })
    .from(sites)
    .where(sql`cardinality(${sites.isoCodes}) >= 3 and ${sites.listed}`)
    .orderBy(sites.id)
    .limit(2);
  people = [await member(t), await member(t), await member(t), await member(t)];
  const [aki, ben, chi, dai] = people as [Member, Member, Member, Member];
  const tb0 = transboundary[0] as { id: number; states: string[] };
  const tb1 = transboundary[1] as { id: number; states: string[] };
  const record = async (who: Member, siteId: number, fields: Record<string, string>) => {
    t.clock.advance(1000);
    const res = await api(t, who, 'POST', `/heritage/sites/${siteId}/visit/`, {
      rating: 4,
      ...fields,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const s = (i: number) => single[i] as number;
  // Aki: several years and months, comments, two parts of different transboundary sites.
  await record(aki, s(0), { visited_date: '2030-04-01', comment: '圧巻' });
  await record(aki, s(1), { visited_date: '2030-04-02' });
  await record(aki, s(2), { visited_date: '2030-01-31', comment: 'よかった' });
  await record(aki, s(3), { visited_date: '2029-12-31' });
  await record(aki, s(4), { visited_date: '2028-06-15', comment: 'また' });
  await record(aki, tb0.id, { visited_date: '2030-04-03', country_code: tb0.states[2] ?? '' });
  await record(aki, tb1.id, { visited_date: '2029-12-01', country_code: tb1.states[1] ?? '' });
  // Ben: the same transboundary site's other part, a site that will be delisted, an empty comment.
  await record(ben, tb0.id, { visited_date: '2030-04-03', country_code: tb0.states[1] ?? '' });
  await record(ben, s(5), { visited_date: '2030-04-20', comment: '' });
  await record(ben, s(6), { visited_date: '2027-02-28', comment: 'lovely' });
  await record(ben, s(7), { visited_date: '2030-03-01', comment: 'gone' });
  // Chi: only the delisted site, so nothing counts at all.
  await record(chi, s(7), { visited_date: '2030-04-01', comment: 'gone too' });
  // Dai: visits stored as older clients sent them, naming no country or a stray one (C3).
  await record(dai, s(8), { visited_date: '2030-04-05' });
  await record(dai, tb0.id, { visited_date: '2030-04-06' });
  await record(dai, tb1.id, { visited_date: '2026-11-11' });
  await db
    .update(visits)
    .set({ countryCode: null })
    .where(sql`${visits.userId} = ${dai.id} and ${visits.siteId} in (${s(8)}, ${tb0.id})`);
  await db
    .update(visits)
    .set({ countryCode: 'zz' })
    .where(sql`${visits.userId} = ${dai.id} and ${visits.siteId} = ${tb1.id}`);
  // A catalogue update removes site 7 (C2), behind the counters' back.
  await db
    .update(sites)
    .set({ listed: false })
    .where(eq(sites.id, s(7)));
});
afterAll(() => t.close());

type Counts = [number, string, number, number, number];

/** What the per-traveller rules (countsByPeriod) give for everyone, sorted. */
async function perTraveller(): Promise<Counts[]> {
  const db = t.database.db;
  const catalogue = new Map((await listedCollectedSites(db)).map((site) => [site.id, site]));
  const rows: Counts[] = [];
  for (const userId of await allUserIds(db)) {
    const counts = countsByPeriod((await collectionFactsOf(db, userId)).visits, catalogue);
    for (const [period, c] of counts)
      rows.push([userId, period, c.visitedSites, c.countriesVisited, c.reviewsCount]);
  }
  return rows.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
}

async function stored(): Promise<Counts[]> {
  const rows = await t.database.db.select().from(rankingCounters);
  return rows
    .map((r): Counts => [r.userId, r.period, r.totalVisits, r.countriesVisited, r.reviewsCount])
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
}

describe('bulk ranking counters', () => {
  it('equal the per-traveller rules for every traveller and period', async () => {
    const expected = await perTraveller();
    // The fixture covers what it means to: several periods, a traveller with none, a stray country.
    const [aki, , chi, dai] = people as Member[];
    expect(expected.filter((r) => r[0] === aki?.id).map((r) => r[1])).toEqual([
      'all',
      'm2028-06',
      'm2029-12',
      'm2030-01',
      'm2030-04',
      'y2028',
      'y2029',
      'y2030',
    ]);
    expect(expected.some((r) => r[0] === chi?.id)).toBe(false);
    expect(expected.find((r) => r[0] === dai?.id && r[1] === 'all')?.[3]).toBeGreaterThan(0);

    await replaceAllCounters(t.database.db);
    expect(await stored()).toEqual(expected);
  });

  it('date each score by the visits that reached it', async () => {
    await replaceAllCounters(t.database.db);
    const [aki] = people as Member[];
    const rows = await t.database.db
      .select()
      .from(rankingCounters)
      .where(sql`${rankingCounters.userId} = ${aki?.id} and ${rankingCounters.period} = 'all'`);
    const latest = await t.database.db.execute(sql`select max(created_at) as at,
        max(created_at) filter (where comment <> '') as reviewed from visits
        where user_id = ${aki?.id}`);
    const { at, reviewed } = (latest as unknown as { rows: { at: string; reviewed: string }[] })
      .rows[0] as { at: string; reviewed: string };
    expect(rows[0]?.totalVisitsSince.getTime()).toBe(new Date(at).getTime());
    expect(rows[0]?.reviewsCountSince.getTime()).toBe(new Date(reviewed).getTime());
  });

  it('are what counters:rebuild compares against: it reports and mends each difference', async () => {
    const db = t.database.db;
    const clock = { now: t.clock.now(), timeZone: 'Asia/Tokyo' };
    // From right counters, three made wrong: a wrong score, a missing row, a row of no visit.
    await replaceAllCounters(db);
    const [aki, ben] = people as Member[];
    await db
      .update(rankingCounters)
      .set({ totalVisits: 99 })
      .where(sql`${rankingCounters.userId} = ${aki?.id} and ${rankingCounters.period} = 'y2030'`);
    await db
      .delete(rankingCounters)
      .where(sql`${rankingCounters.userId} = ${ben?.id} and ${rankingCounters.period} = 'all'`);
    await db.insert(rankingCounters).values({
      userId: ben?.id as number,
      period: 'm1999-01',
      totalVisits: 1,
      countriesVisited: 1,
      reviewsCount: 0,
      totalVisitsSince: clock.now,
      countriesVisitedSince: clock.now,
      reviewsCountSince: clock.now,
    });
    const first = await rebuildCollections(db, clock);
    const counters = first.differences.filter((d) => d.kind === 'counter');
    expect(counters).toEqual([
      {
        userId: aki?.id,
        kind: 'counter',
        period: 'y2030',
        stored: expect.stringMatching(/^99 sites/),
        expected: expect.stringMatching(/^4 sites, \d+ countries, 2 reviews$/),
      },
      {
        userId: ben?.id,
        kind: 'counter',
        period: 'all',
        stored: 'none',
        expected: expect.stringMatching(/^3 sites/),
      },
      {
        userId: ben?.id,
        kind: 'counter',
        period: 'm1999-01',
        stored: expect.any(String),
        expected: 'none',
      },
    ]);
    expect(await stored()).toEqual(await perTraveller());
    const second = await rebuildCollections(db, clock);
    expect(second.differences).toEqual([]);
  });
});
