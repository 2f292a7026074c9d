/**
 * Deleted photos stay public no more: a replaced or removed visit photo's files go once the
 * change has committed and nothing else names them (files are shared by identical bytes),
 * so their URLs answer 404.
 */
import { randomUUID } from 'node:crypto';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnreferencedMedia } from '../../src/server/services/media-sweep-service';
import type { Visit } from '../../src/shared/api/visits';
import { bearer, registerUser } from './support/auth';
import { multipartForm } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A photo no other test uploads: files are shared by identical bytes. */
let hue = 0;
const uniquePhoto = () => {
  hue += 37;
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: hue % 256, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
};

async function visitWithPhoto(access: string, siteId: number, photo: Buffer): Promise<Visit> {
  const body = await multipartForm(
    { rating: '4', visited_date: '2025-03-01' },
    { field: 'photos', name: 'p.jpg', type: 'image/jpeg', bytes: photo },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/heritage/sites/${siteId}/visit/`,
    headers: { ...bearer(access), ...body.headers },
    payload: body.payload,
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json() as Visit;
}

/** The status of each URL once the work after the commits has run. */
async function statuses(...urls: string[]): Promise<number[]> {
  await t.app.auth.background.settled();
  return Promise.all(urls.map(async (url) => (await t.app.inject(url)).statusCode));
}

/** Every file under DATA_DIR/media/visits (photos and thumbnails). */
async function mediaFiles(): Promise<string[]> {
  const folder = path.join(t.config.dataDir, 'media', 'visits');
  const names = await readdir(folder, { recursive: true }).catch(() => []);
  return names.map(String).sort();
}

const filesOf = (visit: Visit) => [
  visit.photos[0]?.url ?? '',
  visit.photos[0]?.thumbnail_url ?? '',
];

describe('visit photo files', () => {
  it('a replaced photo’s URL answers 404; the new one is served', async () => {
    const me = await registerUser(t.app);
    const first = await visitWithPhoto(me.access, 661, await uniquePhoto());
    expect(await statuses(...filesOf(first))).toEqual([200, 200]);
    const second = await visitWithPhoto(me.access, 661, await uniquePhoto());
    expect(filesOf(second)).not.toEqual(filesOf(first));
    expect(await statuses(...filesOf(first))).toEqual([404, 404]);
    expect(await statuses(...filesOf(second))).toEqual([200, 200]);
  });

  it('a removed visit’s photo URL answers 404', async () => {
    const me = await registerUser(t.app);
    const visit = await visitWithPhoto(me.access, 688, await uniquePhoto());
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/heritage/sites/688/unvisit/',
      headers: bearer(me.access),
    });
    expect(res.statusCode).toBe(204);
    expect(await statuses(...filesOf(visit))).toEqual([404, 404]);
  });

  it('a file another traveller’s visit shows too (identical bytes) stays', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const bytes = await uniquePhoto();
    const mine = await visitWithPhoto(me.access, 661, bytes);
    const theirs = await visitWithPhoto(other.access, 661, bytes);
    expect(filesOf(theirs)).toEqual(filesOf(mine));
    await t.app.inject({
      method: 'DELETE',
      url: '/api/heritage/sites/661/unvisit/',
      headers: bearer(me.access),
    });
    expect(await statuses(...filesOf(theirs))).toEqual([200, 200]);
  });
});

describe('a photo stored only once its change runs', () => {
  it('a photo refused 422 (its Idempotency-Key already names another change) leaves no file', async () => {
    const me = await registerUser(t.app);
    const key = randomUUID();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/heritage/sites/661/visit/',
      headers: { ...bearer(me.access), 'idempotency-key': key },
      payload: { rating: 3, visited_date: '2025-03-01' },
    });
    expect(first.statusCode, first.body).toBe(201);
    await t.app.auth.background.settled();
    const before = await mediaFiles();

    const body = await multipartForm(
      { rating: '3', visited_date: '2025-03-01' },
      { field: 'photos', name: 'p.jpg', type: 'image/jpeg', bytes: await uniquePhoto() },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/heritage/sites/661/visit/',
      headers: { ...bearer(me.access), ...body.headers, 'idempotency-key': key },
      payload: body.payload,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    await t.app.auth.background.settled();
    expect(await mediaFiles()).toEqual(before);
  });
});

describe('the media sweep at start', () => {
  it('removes old files no row names and old temporary files; keeps named and recent ones', async () => {
    const me = await registerUser(t.app);
    const kept = await visitWithPhoto(me.access, 668, await uniquePhoto());
    const media = path.join(t.config.dataDir, 'media');
    const folder = path.join(media, 'visits');
    const orphan = path.join(folder, `${'a'.repeat(32)}.webp`);
    const recentOrphan = path.join(folder, `${'b'.repeat(32)}.webp`);
    const temporary = path.join(folder, `.${randomUUID()}.tmp`);
    for (const file of [orphan, recentOrphan, temporary]) await writeFile(file, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const keptFile = path.join(media, (kept.photos[0]?.url ?? '').replace(/^\/media\//, ''));
    for (const file of [orphan, temporary, keptFile]) await utimes(file, twoHoursAgo, twoHoursAgo);

    const swept = await sweepUnreferencedMedia(t.database.db, media);
    expect(swept.removed).toBeGreaterThanOrEqual(2);
    const exists = (file: string) =>
      stat(file).then(
        () => true,
        () => false,
      );
    expect(await exists(orphan)).toBe(false);
    expect(await exists(temporary)).toBe(false);
    expect(await exists(recentOrphan)).toBe(true);
    expect(await exists(keptFile)).toBe(true);
    expect(await statuses(...filesOf(kept))).toEqual([200, 200]);
  });
});
