import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../src/server/db/connect';
import { DEMO_LOGIN, seedDemo } from '../../src/server/demo/seed-demo';
import { diskMediaStore } from '../../src/server/media/disk-media-store';
import type { MediaStore } from '../../src/server/media/media-store';
import { loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

let a: TestApp;
let b: TestApp;
let mediaDir: string;
let media: MediaStore;
beforeAll(async () => {
  [a, b] = [await startTestApp(), await startTestApp()];
  mediaDir = await mkdtemp(path.join(tmpdir(), 'hp-demo-'));
  media = diskMediaStore(mediaDir);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await rm(mediaDir, { recursive: true, force: true });
});

const options = { users: 12, seed: 7, photos: 3, anchor: new Date('2030-03-01T00:00:00Z') };

async function summary(db: Database) {
  const result = await db.execute(sql`select
    (select string_agg(username || ':' || display_name, ',' order by id) from users) as people,
    (select count(*)::int from visits) as visits, (select count(*)::int from follows) as follows,
    (select count(*)::int from likes) as likes, (select count(*)::int from comments) as comments,
    (select count(*)::int from comments where parent_id is not null) as replies,
    (select count(*)::int from photos) as photos`);
  return rowsOf<Record<string, unknown>>(result)[0];
}

describe('the demo community', () => {
  it('is the same from the same seed, seeded once, and marked as demo data', async () => {
    expect((await a.app.inject('/api/health')).json().demo).toBe(false);
    expect(await seedDemo(a.database.db, { ...options, media })).toBe(true);
    expect(await seedDemo(b.database.db, { ...options, media })).toBe(true);
    const first = await summary(a.database.db);
    expect(first).toEqual(await summary(b.database.db));
    expect(first).toMatchObject({ photos: 3 });
    expect(Number(first?.visits)).toBeGreaterThan(12);
    expect(Number(first?.likes)).toBeGreaterThan(0);
    // Nobody likes or comments on a post before it was posted, nor answers a comment before it.
    const outOfOrder = rowsOf<Record<string, number>>(
      await a.database.db.execute(sql`select
        (select count(*)::int from likes l join visits v on v.id = l.visit_id
          where l.created_at < v.created_at) as likes,
        (select count(*)::int from comments c join visits v on v.id = c.visit_id
          where c.created_at < v.created_at) as comments,
        (select count(*)::int from comments r join comments c on c.id = r.parent_id
          where r.created_at < c.created_at) as replies`),
    )[0];
    expect(outOfOrder).toEqual({ likes: 0, comments: 0, replies: 0 });
    expect(await seedDemo(a.database.db, { ...options, media })).toBe(false);
    expect(await summary(a.database.db)).toEqual(first);
    expect((await a.app.inject('/api/health')).json().demo).toBe(true);
  });

  it('has an account to sign in with, whose feeds show the community', async () => {
    const login = await loginAs(a.app, DEMO_LOGIN.username, DEMO_LOGIN.password);
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().access}` };
    const following = await a.app.inject({ url: '/api/social/feed/?type=following', headers });
    expect(following.json().results.length).toBeGreaterThan(0);
    const users = (await a.app.inject('/api/social/users/?order=popular')).json().results;
    expect(users.some((u: { profile_picture: string | null }) => u.profile_picture)).toBe(true);
  });
});
