import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../src/server/db/schema';
import type { Badge, NewBadges } from '../../src/shared/api/badges';
import type { SyncResult } from '../../src/shared/api/sync';
import { BADGE_DEFINITIONS } from '../../src/shared/collecting/badge-definitions';
import { type AuthTestApp, startAuthTestApp } from './support/auth';
import { api, type Member, member } from './support/social';

let t: AuthTestApp;
let japan: number[];
beforeAll(async () => {
  t = await startAuthTestApp();
  const rows = await t.database.db
    .select({ id: sites.id })
    .from(sites)
    .where(sql`${sites.isoCodes} = array['jp']`)
    .orderBy(sites.id);
  japan = rows.map((r) => r.id);
});
afterAll(() => t.close());

async function record(who: Member, siteId: number, date: string, key?: string) {
  t.clock.advance(1000);
  const res = await api(
    t,
    who,
    'POST',
    `/heritage/sites/${siteId}/visit/`,
    { visited_date: date, rating: 5 },
    key ? { 'idempotency-key': key } : {},
  );
  expect(res.statusCode, res.body).toBeLessThan(300);
}

async function held(who: Member): Promise<Record<string, string | null>> {
  const res = await api(t, who, 'GET', '/badges/my_badges/');
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json() as Badge[]).map((b) => [b.id, b.earned_at]));
}

async function checkNew(who: Member): Promise<NewBadges> {
  const res = await api(t, who, 'POST', '/badges/check_new_badges/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const site = (i: number) => japan[i] ?? 0;

describe('badges', () => {
  it('lists every definition with the caller’s progress; visitors see none earned', async () => {
    const visitor = await api(t, undefined, 'GET', '/badges/');
    expect(visitor.statusCode).toBe(200);
    const all = visitor.json() as Badge[];
    expect(all.map((b) => b.id)).toEqual(BADGE_DEFINITIONS.map((d) => d.id));
    expect(all.every((b) => !b.earned && b.earned_at === null)).toBe(true);
    expect(all.find((b) => b.id === 'japan-all')?.progress).toEqual({ current: 0, target: 26 });

    const who = await member(t);
    await record(who, site(0), '2030-02-01');
    await record(who, site(1), '2030-02-02');
    const mine = (await api(t, who, 'GET', '/badges/')).json() as Badge[];
    expect(mine.find((b) => b.id === 'japan-10')).toMatchObject({
      earned: false,
      progress: { current: 2, target: 10 },
    });
    expect(mine.find((b) => b.id === 'japan-1')).toMatchObject({
      earned: true,
      earned_at: '2030-02-01',
      name: expect.any(String),
      name_en: expect.any(String),
      icon: 'japan',
    });
  });

  it('awards through the single call and the batch, dated by the visit, and withdraws on removal', async () => {
    const who = await member(t);
    for (let i = 0; i < 4; i++) await record(who, site(i), `2030-01-0${i + 1}`);
    expect(await held(who)).not.toHaveProperty('visits-5');
    const batch = await api(t, who, 'POST', '/sync/batch/', {
      operations: [
        {
          kind: 'visit.put',
          idempotency_key: 'badge-batch-1',
          site_id: site(4),
          visit: { visited_date: '2030-01-09', rating: 4 },
        },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect((batch.json().results as SyncResult[])[0]?.status).toBe(201);
    expect(await held(who)).toMatchObject({ 'visits-1': '2030-01-01', 'visits-5': '2030-01-09' });

    // A back-dated change of the first visit re-dates what it completes.
    await record(who, site(0), '2029-12-24');
    expect(await held(who)).toMatchObject({ 'visits-1': '2029-12-24', 'visits-5': '2030-01-09' });

    const removed = await api(t, who, 'DELETE', `/heritage/sites/${site(4)}/unvisit/`);
    expect(removed.statusCode).toBe(204);
    const after = await held(who);
    expect(after).not.toHaveProperty('visits-5');
    expect(after).toHaveProperty('visits-1');
  });

  it('tells each new badge once, and a replayed visit earns nothing twice', async () => {
    const who = await member(t);
    expect(await checkNew(who)).toEqual({ count: 0, badges: [] });
    await record(who, site(0), '2030-03-01', 'badge-replay');
    await record(who, site(0), '2030-03-01', 'badge-replay');
    const first = await checkNew(who);
    // Everything the first site earned, each once though the visit was sent twice.
    expect(first.badges.map((b) => b.id).sort()).toEqual(Object.keys(await held(who)).sort());
    expect(first.count).toBe(first.badges.length);
    expect(first.badges.map((b) => b.id)).toContain('visits-1');
    expect(first.badges.every((b) => b.earned)).toBe(true);
    expect(await checkNew(who)).toEqual({ count: 0, badges: [] });
    const unauthenticated = await api(t, undefined, 'POST', '/badges/check_new_badges/');
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('awards social badges to whom they concern: followers, likes received, comments written', async () => {
    const author = await member(t);
    const fan = await member(t);
    await record(author, site(0), '2030-03-01');
    const post = (await api(t, author, 'GET', '/social/feed/?type=my-posts')).json().results[0];
    const followed = await api(t, fan, 'POST', `/social/follow/${author.id}/`);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(await held(author)).toHaveProperty('followers-1', '2030-04-01');
    const commented = await api(t, fan, 'POST', `/social/posts/${post.id}/comments/`, {
      content: 'すてき',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(await held(fan)).toHaveProperty('comments-written-1');
    await api(t, fan, 'DELETE', `/social/unfollow/${author.id}/`);
    expect(await held(author)).not.toHaveProperty('followers-1');
    await api(t, fan, 'DELETE', `/social/comments/${commented.json().id}/`);
    expect(await held(fan)).not.toHaveProperty('comments-written-1');
  });
});
