/**
 * What one signed-in account may ask of the server: photos, profile pictures, comments and
 * batch calls per hour, counted in the database; a storage quota for its photos; and image
 * decodes queued a few at a time. A limit reached is a 429 with Retry-After that the outbox
 * waits out (docs/SYNC.md S9); the quota is a 413 refusal it shows (S11).
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, HOUR, loginAs } from './support/auth';
import { multipartForm } from './support/multipart';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

const DECODE_SLOTS = 2;
const QUOTA_BYTES = 20_000;
/** Set by the decode test only: awaited inside each decode slot. */
let decodeHook: ((running: number) => Promise<void>) | null = null;

let t: TestApp;
let roomy: TestApp;
let sites: number[];
let next = 0;
const freshSite = () => sites[next++] as number;
beforeAll(async () => {
  t = await startTestApp({
    rateLimits: {
      photoUploadsPerAccount: { limit: 2, windowSeconds: 3600 },
      profilePicturesPerAccount: { limit: 1, windowSeconds: 3600 },
      commentsPerAccount: { limit: 2, windowSeconds: 3600 },
      syncBatchesPerAccount: { limit: 2, windowSeconds: 3600 },
    },
  });
  // Photos and quota under the usual hourly limits, on an app of their own.
  roomy = await startTestApp({ database: t.database, config: { storageQuotaBytes: QUOTA_BYTES } });
  sites = await siteIds(t, 60);
});
afterAll(async () => {
  await roomy.close();
  await t.close();
});

/** A small photo no other upload has: files are shared by identical bytes. */
let hue = 0;
const smallPhoto = () => {
  hue += 23;
  return sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: hue % 256, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
};
/**
 * Noise hardly compresses: a side of 130 stores as roughly 12 kB of WebP (one fits the test's
 * quota, two do not), a side of 600 far past the quota. Every call draws new noise.
 */
const noisyPhoto = (side: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

async function photoVisit(
  on: TestApp,
  who: Member,
  siteId: number,
  photo: Buffer,
  key = randomUUID(),
): Promise<LightMyRequestResponse> {
  const body = await multipartForm(
    { rating: '4', visited_date: '2029-05-01' },
    { field: 'photos', name: 'p.png', type: 'image/png', bytes: photo },
  );
  return on.app.inject({
    method: 'POST',
    url: `/api/heritage/sites/${siteId}/visit/`,
    headers: { ...bearer(who.access), ...body.headers, 'idempotency-key': key },
    payload: body.payload,
  });
}

const ownSiteIds = async (who: Member, on = t) =>
  (await api(on, who, 'GET', '/heritage/visits/?page_size=100'))
    .json()
    .results.map((v: { heritage_site: { id: number } }) => v.heritage_site.id);

/** A 429 the outbox waits out: Retry-After within the hour, and the server's reason. */
function expectWaitWithin(res: LightMyRequestResponse, hint: string) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(res.json()).toMatchObject({ code: 'rate_limited' });
  expect(res.json().detail).toContain(hint);
}

describe('per-account limits, counted in the database', () => {
  it('photo uploads per account per hour: past the limit a 429 with Retry-After; a replay is still answered; the next hour it is taken', async () => {
    const me = await member(t);
    const [a, b, c] = [freshSite(), freshSite(), freshSite()];
    const firstKey = randomUUID();
    const firstPhoto = await smallPhoto();
    const first = await photoVisit(t, me, a, firstPhoto, firstKey);
    expect(first.statusCode, first.body).toBe(201);
    expect((await photoVisit(t, me, b, await smallPhoto())).statusCode).toBe(201);

    const refusedKey = randomUUID();
    const refused = await photoVisit(t, me, c, await smallPhoto(), refusedKey);
    expectWaitWithin(refused, '写真');
    expect(await ownSiteIds(me)).not.toContain(c);

    // The outbox resending a change whose answer was lost gets that answer, limit or not.
    const replay = await photoVisit(t, me, a, firstPhoto, firstKey);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toEqual(first.json());

    // Another account is not held back by this one.
    expect((await photoVisit(t, await member(t), c, await smallPhoto())).statusCode).toBe(201);

    t.clock.advance(HOUR);
    const login = await loginAs(t.app, me.username, GOOD_PASSWORD);
    const signedIn = { ...me, access: login.json().access as string };
    const later = await photoVisit(t, signedIn, c, await smallPhoto(), refusedKey);
    expect(later.statusCode, later.body).toBe(201);
    expect(await ownSiteIds(signedIn)).toContain(c);
  });

  it('profile pictures per account per hour: past the limit a 429, and the profile keeps its picture', async () => {
    const me = await member(t);
    const upload = async () => {
      const body = await multipartForm(
        {},
        { field: 'profile_picture', name: 'me.png', type: 'image/png', bytes: await smallPhoto() },
      );
      return t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile/',
        headers: { ...bearer(me.access), ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    expectWaitWithin(await upload(), 'プロフィール画像');
    const profile = await api(t, me, 'GET', '/auth/profile/');
    expect(profile.json().profile_picture).toBe(first.json().profile_picture);
  });

  it('comments per account per hour: past the limit a 429; the same comment again (its client id) is answered, not counted', async () => {
    const owner = await member(t);
    const me = await member(t);
    const post = await visit(t, owner, freshSite());
    const say = (content: string, clientId = randomUUID()) =>
      api(t, me, 'POST', `/social/posts/${post.id}/comments/`, {
        content,
        client_id: clientId,
      });
    const firstId = randomUUID();
    expect((await say('一つ目', firstId)).statusCode).toBe(201);
    expect((await say('二つ目')).statusCode).toBe(201);
    expectWaitWithin(await say('三つ目'), 'コメント');

    const again = await say('一つ目', firstId);
    expect(again.statusCode, again.body).toBe(200);
    const list = await api(t, me, 'GET', `/social/posts/${post.id}/comments/`);
    expect(list.json().results.map((c: { content: string }) => c.content)).toEqual([
      '一つ目',
      '二つ目',
    ]);
  });

  it('batch calls per account per hour: past the limit the whole call waits (429) and nothing of it is applied', async () => {
    const me = await member(t);
    const batch = (siteId: number) =>
      api(t, me, 'POST', '/sync/batch/', {
        operations: [
          { kind: 'wishlist.put', idempotency_key: randomUUID(), site_id: siteId, item: {} },
        ],
      });
    const [a, b, c] = [freshSite(), freshSite(), freshSite()];
    expect((await batch(a)).statusCode).toBe(200);
    expect((await batch(b)).statusCode).toBe(200);
    expectWaitWithin(await batch(c), '送信');
    const wishlist = await api(t, me, 'GET', '/wishlist/');
    const listed = wishlist
      .json()
      .results.map((i: { heritage_site: { id: number } }) => i.heritage_site.id);
    expect(listed.sort()).toEqual([a, b].sort());
  });
});

describe('limits inside a batch (docs/SYNC.md S16)', () => {
  it('a comment past the limit stops the batch there: the changes after it are not applied, to be sent again', async () => {
    const owner = await member(t);
    const me = await member(t);
    const post = await visit(t, owner, freshSite());
    const comment = (content: string) => ({
      kind: 'post-comment.create',
      idempotency_key: randomUUID(),
      post_id: post.id,
      comment: { content, client_id: randomUUID() },
    });
    const wished = freshSite();
    const res = await api(t, me, 'POST', '/sync/batch/', {
      operations: [
        comment('一つ目'),
        comment('二つ目'),
        comment('三つ目'),
        { kind: 'wishlist.put', idempotency_key: randomUUID(), site_id: wished, item: {} },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const results: { status: number; body: { code?: string } }[] = res.json().results;
    expect(results.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(results[2]?.body.code).toBe('rate_limited');
    expect((await api(t, me, 'GET', '/wishlist/')).json().results).toEqual([]);
  });
});

describe('storage quota per account', () => {
  const visitFiles = () => readdir(path.join(roomy.config.dataDir, 'media', 'visits'));

  it('a photo that would pass the quota is refused 413 storage_quota_exceeded: no visit, no file', async () => {
    const me = await member(roomy);
    const kept = freshSite();
    expect((await photoVisit(roomy, me, kept, await smallPhoto())).statusCode).toBe(201);
    await roomy.settled();
    const before = await visitFiles();

    const refusedSite = freshSite();
    const refused = await photoVisit(roomy, me, refusedSite, await noisyPhoto(600));
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'storage_quota_exceeded' });
    expect(refused.json().detail).toContain('容量');
    expect(await ownSiteIds(me, roomy)).toEqual([kept]);
    await roomy.settled();
    expect(await visitFiles()).toEqual(before);
  });

  it('replacing a visit’s photo counts the new photo only, not both', async () => {
    const me = await member(roomy);
    const site = freshSite();
    for (let i = 0; i < 3; i++) {
      const res = await photoVisit(roomy, me, site, await noisyPhoto(130));
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    // Two such photos on two visits are past the quota.
    const second = await photoVisit(roomy, me, freshSite(), await noisyPhoto(130));
    expect(second.statusCode, second.body).toBe(413);
  });
});

describe('image decodes', () => {
  let decoding: TestApp;
  beforeAll(async () => {
    // In-process: decode slots are one process's, and the test counts one queue's.
    decoding = await startTestApp({
      database: t.database,
      inProcess: true,
      imageDecodes: {
        slots: DECODE_SLOTS,
        onDecodeStart: async (running) => decodeHook?.(running),
      },
    });
  });
  afterAll(() => decoding.close());

  it('more uploads at once than decode slots all succeed, with never more than the slots decoding at once', async () => {
    let started = 0;
    let most = 0;
    let openAll = () => {};
    const allSlotsTaken = new Promise<void>((resolve) => {
      openAll = resolve;
    });
    // The first decodes are held until every slot is taken, so the ones after them must
    // queue; none is ever refused.
    decodeHook = async (running) => {
      started += 1;
      most = Math.max(most, running);
      if (started === DECODE_SLOTS) openAll();
      await allSlotsTaken;
    };
    try {
      const uploads = DECODE_SLOTS + 2;
      const people = await Promise.all(Array.from({ length: uploads }, () => member(decoding)));
      const photos = await Promise.all(people.map(() => smallPhoto()));
      const answers = await Promise.all(
        people.map((who, i) => photoVisit(decoding, who, freshSite(), photos[i] as Buffer)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(uploads).fill(201));
      expect(started).toBe(uploads);
      expect(most).toBe(DECODE_SLOTS);
    } finally {
      decodeHook = null;
    }
  });
});
