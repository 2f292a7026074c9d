import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import type { Visit } from '../../src/shared/api/visits';
import { bearer, loginAs, registerUser } from './support/auth';
import { multipartForm } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

const fixture = (name: string) => readFile(path.join(projectRoot, 'tests/fixtures/images', name));

let t: TestApp;
let access: string;
let user: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await startTestApp();
  user = await registerUser(t.app);
  access = user.access;
});
afterAll(() => t.close());

function postVisit(siteId: number, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/heritage/sites/${siteId}/visit/`,
    headers: { ...bearer(access), ...headers },
    payload: body,
  });
}

async function postPhotoVisit(
  siteId: number,
  fields: Record<string, string>,
  file?: Buffer,
  name = 'p.jpg',
) {
  const body = await multipartForm(
    fields,
    file && { field: 'photos', name, type: 'image/jpeg', bytes: file },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/heritage/sites/${siteId}/visit/`,
    headers: { ...bearer(access), ...body.headers },
    payload: body.payload,
  });
}

const mediaFile = (mediaPath: string) =>
  path.join(t.config.dataDir, 'media', mediaPath.replace(/^\/media\//, ''));

describe('POST /api/heritage/sites/{id}/visit/', () => {
  it('records a visit and answers the SPEC visit post', async () => {
    const res = await postVisit(688, {
      rating: 4,
      comment: '  紅葉がきれい  ',
      visited_date: '2030-03-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const visit: Visit = res.json();
    expect(visit).toMatchObject({
      rating: 4,
      comment: '紅葉がきれい',
      visited_date: '2030-03-30',
      heritage_site: { id: 688, heritage_type: 'cultural', country: '日本', country_en: 'Japan' },
      photos_url: null,
      likes_count: 0,
      comments_count: 0,
      is_liked: false,
    });
  });

  it('keeps one visit per user and site: posting again updates it', async () => {
    const first: Visit = (await postVisit(660, { rating: 3, visited_date: '2029-01-01' })).json();
    const again = await postVisit(660, { rating: 5, visited_date: '2029-01-02' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, rating: 5, visited_date: '2029-01-02' });
    const list = (
      await t.app.inject({ url: '/api/heritage/visits/', headers: bearer(access) })
    ).json();
    expect(list.results.filter((v: Visit) => v.heritage_site.id === 660)).toHaveLength(1);
  });

  it('an update that does not name notes, visibility or sharing keeps what the visit has', async () => {
    const fresh = (await postVisit(670, { visited_date: '2029-03-01' })).json();
    expect(fresh).toMatchObject({ notes: '', share_to_feed: true, visibility: 'public' });
    const said = await postVisit(670, {
      visited_date: '2029-03-01',
      notes: '次は春に',
      share_to_feed: false,
      visibility: 'private',
    });
    expect(said.json()).toMatchObject({ notes: '次は春に', share_to_feed: false });
    const edited = await postVisit(670, { rating: 2, visited_date: '2029-03-02', comment: '再訪' });
    expect(edited.json()).toMatchObject({
      rating: 2,
      comment: '再訪',
      notes: '次は春に',
      share_to_feed: false,
      visibility: 'private',
    });
  });

  it('defaults the rating to 5 and requires a date that is not in the future anywhere', async () => {
    const noDate = await postVisit(661, { rating: 3 });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().visited_date).toEqual(['この項目は必須です。']);
    // The test clock reads 2030-04-01T09:00Z, 23:00 at UTC+14: 04-02 is tomorrow everywhere.
    expect((await postVisit(661, { visited_date: '2030-04-01' })).json().rating).toBe(5);
    const future = await postVisit(661, { visited_date: '2030-04-02' });
    expect(future.statusCode).toBe(400);
    expect(future.json().visited_date[0]).toContain('未来');
    // An hour later it is 2 April at UTC+14, and a traveller there may record it.
    t.clock.advance(60 * 60 * 1000);
    access = (await loginAs(t.app, user.user.username, user.password)).json().access; // tokens live 5 min
    expect((await postVisit(661, { visited_date: '2030-04-02' })).statusCode).toBe(200);
  });

  it('refuses ratings outside 1–5 and unknown sites', async () => {
    expect((await postVisit(662, { rating: 0, visited_date: '2030-01-01' })).statusCode).toBe(400);
    expect((await postVisit(662, { rating: 6, visited_date: '2030-01-01' })).json().rating).toEqual(
      [expect.stringContaining('5以下')],
    );
    const unknown = await postVisit(999999, { visited_date: '2030-01-01' });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/heritage/sites/688/visit/',
      payload: { visited_date: '2030-01-01' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores a photo re-encoded without GPS, with a thumbnail, served from /media', async () => {
    const original = await fixture('photo-gps-rotated.jpg');
    const res = await postPhotoVisit(
      663,
      { rating: '4', comment: '写真つき', visited_date: '2030-02-01' },
      original,
    );
    expect(res.statusCode, res.body).toBe(201);
    const visit: Visit = res.json();
    expect(visit.comment).toBe('写真つき');
    expect(visit.photos_url).toMatch(/^\/media\/visits\/[0-9a-f]{32}\.webp$/);
    const [photo] = visit.photos;
    expect(photo?.thumbnail_url).toMatch(/^\/media\/visits\/thumbnails\//);
    const stored = await sharp(await readFile(mediaFile(visit.photos_url ?? ''))).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    const served = await t.app.inject(visit.photos_url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const thumb = await sharp(await readFile(mediaFile(photo?.thumbnail_url ?? ''))).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBeLessThanOrEqual(480);
    expect(photo?.width).toBe(stored.width);
    expect(photo?.height).toBe(stored.height);
    // The post shows the same photo wherever it is read: the post page, the feed, the list.
    const asPost = await t.app.inject({ url: `/api/social/posts/${visit.id}/` });
    expect(asPost.json().photos).toEqual(visit.photos);
    const feed = await t.app.inject({
      url: '/api/social/feed/?type=my-posts',
      headers: bearer(access),
    });
    const inFeed = feed.json().results.find((post: Visit) => post.id === visit.id);
    expect(inFeed?.photos).toEqual(visit.photos);
    const list = await t.app.inject({ url: '/api/heritage/visits/', headers: bearer(access) });
    const inList = list.json().results.find((item: Visit) => item.id === visit.id);
    expect(inList?.photos).toEqual(visit.photos);
  });

  it('judges a photo by its bytes: a text file named .jpg is refused with the SPEC message', async () => {
    const res = await postPhotoVisit(
      664,
      { visited_date: '2030-02-01' },
      Buffer.from('this is not a picture at all'),
      'holiday.jpg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().photos[0]).toContain('JPEG、PNG、GIF、WEBP');
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const res = await postPhotoVisit(664, { visited_date: '2030-02-01' }, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().photos[0]).toContain('10MB');
  });

  it('refuses a photo of more than 40 megapixels', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#888' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await postPhotoVisit(664, { visited_date: '2030-02-01' }, huge, 'huge.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().photos[0]).toContain('4,000万画素');
  });
});

describe('DELETE /api/heritage/sites/{id}/unvisit/', () => {
  it('removes the visit, and succeeds again when there is none', async () => {
    await postVisit(665, { visited_date: '2030-01-01' });
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/heritage/sites/665/unvisit/',
        headers: bearer(access),
      });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(204);
    const list = (
      await t.app.inject({ url: '/api/heritage/visits/', headers: bearer(access) })
    ).json();
    expect(list.results.some((v: Visit) => v.heritage_site.id === 665)).toBe(false);
  });
});

describe('GET /api/heritage/visits/', () => {
  it('lists only the own visits, paged by page_size', async () => {
    const other = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/heritage/sites/666/visit/',
      headers: bearer(other.access),
      payload: { visited_date: '2030-01-01' },
    });
    const page = (
      await t.app.inject({ url: '/api/heritage/visits/?page_size=2', headers: bearer(access) })
    ).json();
    expect(page.results).toHaveLength(2);
    expect(page.next).toBe('/api/heritage/visits/?page_size=2&page=2');
    expect(page.results.every((v: Visit) => v.user.username !== other.user.username)).toBe(true);
  });
});
