/**
 * Deleted photos stay public no more: a replaced or removed visit photo's files go once the
 * change has committed and nothing else names them (files are shared by identical bytes),
 * so their URLs answer 404. On the local disk and in an S3 bucket alike.
 */
import { randomUUID } from 'node:crypto';
import { stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_FOLDERS } from '../../src/server/media/media-store';
import { sweepUnreferencedMedia } from '../../src/server/services/media-sweep-service';
import type { Visit } from '../../src/shared/api/visits';
import { bearer, registerUser } from './support/auth';
import { multipartForm } from './support/multipart';
import { MEDIA_STORES, startTestApp, type TestApp } from './support/test-app';

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

const filesOf = (visit: Visit) => [
  visit.photos[0]?.url ?? '',
  visit.photos[0]?.thumbnail_url ?? '',
];

const HOUR = 60 * 60 * 1000;

describe.each(MEDIA_STORES)('on the %s store', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ media: store });
  });
  afterAll(() => t.close());

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
    await t.settled();
    return Promise.all(urls.map(async (url) => (await t.app.inject(url)).statusCode));
  }

  /** Every stored visit photo and thumbnail, as the store lists them. */
  async function mediaFiles(): Promise<string[]> {
    const paths: string[] = [];
    for (const folder of MEDIA_FOLDERS) {
      for await (const file of t.app.auth.media.list(folder)) paths.push(file.path);
    }
    return paths.sort();
  }

  it('uses the store it was given', () => {
    expect(t.app.auth.media.kind).toBe(store);
  });

  describe('serving', () => {
    it('answers a photo with its bytes, type and immutable caching; 304 when the browser has it', async () => {
      const me = await registerUser(t.app);
      const visit = await visitWithPhoto(me.access, 661, await uniquePhoto());
      const url = visit.photos[0]?.url ?? '';
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    });

    it('serves a JPEG the app compressed as it was sent, as image/jpeg, with a WebP thumbnail', async () => {
      const me = await registerUser(t.app);
      hue += 37;
      const sent = await sharp({
        create: { width: 96, height: 72, channels: 3, background: { r: hue % 256, g: 40, b: 90 } },
      })
        .jpeg({ quality: 60 })
        .toBuffer();
      const visit = await visitWithPhoto(me.access, 662, sent);
      expect(visit.photos[0]?.url).toMatch(/^\/media\/visits\/[0-9a-f]{32}\.jpg$/);
      const [photo, thumbnail] = await Promise.all(filesOf(visit).map((url) => t.app.inject(url)));
      expect(photo?.headers['content-type']).toBe('image/jpeg');
      expect(photo?.rawPayload.equals(sent)).toBe(true);
      expect(thumbnail?.headers['content-type']).toBe('image/webp');
      expect(await statuses(...filesOf(visit))).toEqual([200, 200]);
    });

    it('answers 404 for a missing photo and for any path no upload has', async () => {
      for (const url of [
        `/media/visits/${'c'.repeat(32)}.webp`,
        '/media/visits/thumbnails/missing.webp',
        '/media/../package.json',
        '/media/other/file.txt',
      ]) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: 'not_found' });
      }
    });

    it('puts the stored photo in the account export, byte for byte', async () => {
      const me = await registerUser(t.app);
      const visit = await visitWithPhoto(me.access, 668, await uniquePhoto());
      const res = await t.app.inject({ url: '/api/export/', headers: bearer(me.access) });
      expect(res.statusCode, res.body).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const photo = Object.keys(files).find((name) => name.startsWith('photos/')) ?? '';
      const served = await t.app.inject(visit.photos[0]?.url ?? '');
      expect(Buffer.from(files[photo] ?? [])).toEqual(served.rawPayload);
    });
  });

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
      await t.settled();
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
      await t.settled();
      expect(await mediaFiles()).toEqual(before);
    });
  });

  describe('the media sweep at start', () => {
    it('removes stored files no row names once older than an hour; keeps named ones', async () => {
      const me = await registerUser(t.app);
      const kept = await visitWithPhoto(me.access, 668, await uniquePhoto());
      const orphan = await t.app.auth.media.store('visits', Buffer.from(randomUUID()), 'webp');
      const orphanAvatar = await t.app.auth.media.store(
        'avatars',
        Buffer.from(randomUUID()),
        'webp',
      );
      expect(await statuses(orphan, orphanAvatar)).toEqual([200, 200]);

      // Too young: its upload may not have committed yet.
      await sweepUnreferencedMedia(t.database.db, t.app.auth.media, Date.now());
      expect(await statuses(orphan, orphanAvatar)).toEqual([200, 200]);

      const swept = await sweepUnreferencedMedia(
        t.database.db,
        t.app.auth.media,
        Date.now() + 2 * HOUR,
      );
      expect(swept.removed).toBeGreaterThanOrEqual(2);
      expect(await statuses(orphan, orphanAvatar)).toEqual([404, 404]);
      expect(await statuses(...filesOf(kept))).toEqual([200, 200]);
      expect(await mediaFiles()).not.toContain(orphan);
    });

    // Files the disk store's own writes leave (temporary names), aged by their file times.
    // Registered for the disk store only (S3 uploads leave no temporary files).
    (store === 'disk' ? it : () => {})(
      'removes old files no row names and old temporary files; keeps named and recent ones',
      async () => {
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
        for (const file of [orphan, temporary, keptFile])
          await utimes(file, twoHoursAgo, twoHoursAgo);

        const swept = await sweepUnreferencedMedia(t.database.db, t.app.auth.media);
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
      },
    );
  });
});
