/**
 * The pages of the sites list are kept by each app instance (plugins/site-pages.ts, P7): a
 * traveller never reads a page older than a change they made, nor, once the database has
 * said so, one older than a change made through another instance.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/shared/api/sites';
import { api, type Member, member, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';
import { startUnheardInstance } from './support/unheard-instance';

let t: TestApp;
let traveller: Member;
let firstPage: Site[];

const PAGE = '/heritage/sites/?limit=20';

async function pageOf(path = PAGE, who?: Member): Promise<Site[]> {
  const res = await api(t, who, 'GET', path);
  expect(res.statusCode).toBe(200);
  return res.json().results as Site[];
}

const commentsOn = async (siteId: number) =>
  (await pageOf()).find((site) => site.id === siteId)?.comments_count;

beforeAll(async () => {
  t = await startTestApp();
  traveller = await member(t);
  firstPage = await pageOf();
});
afterAll(() => t.close());

describe('the kept pages of the sites list', () => {
  it('show a comment posted through this instance at once, and one deleted', async () => {
    const unheard = await startUnheardInstance(t);
    try {
      const site = firstPage[0] as Site;
      const commentsHere = async () =>
        (await api(unheard, undefined, 'GET', PAGE))
          .json()
          .results.find((s: Site) => s.id === site.id)?.comments_count;
      const who = await member(unheard);
      expect(await commentsHere()).toBe(0);
      const posted = await api(unheard, who, 'POST', `/heritage/sites/${site.id}/comments/`, {
        content: '行ってみたい',
      });
      expect(posted.statusCode).toBe(201);
      expect(await commentsHere()).toBe(1);

      const removed = await api(unheard, who, 'DELETE', `/social/comments/${posted.json().id}/`);
      expect(removed.statusCode).toBe(204);
      expect(await commentsHere()).toBe(0);
    } finally {
      await unheard.close();
    }
  });

  it('show a comment written through another instance once the database says so', async () => {
    const site = firstPage[1] as Site;
    expect(await commentsOn(site.id)).toBe(0);
    // Straight into the database, as another app instance's request would write it.
    await t.database.db.execute(
      sql`insert into comments (user_id, site_id, content) values (${traveller.id}, ${site.id}, 'x')`,
    );
    await expect.poll(() => commentsOn(site.id)).toBe(1);
  });

  it('drop a site a catalogue change unlists, and show it again when listed', async () => {
    const site = firstPage[2] as Site;
    const listed = (listedNow: boolean) =>
      t.database.db.execute(sql`update sites set listed = ${listedNow} where id = ${site.id}`);
    await listed(false);
    await expect.poll(async () => (await pageOf()).map((s) => s.id)).not.toContain(site.id);
    await listed(true);
    await expect.poll(async () => (await pageOf()).map((s) => s.id)).toContain(site.id);
  });

  it('are never shared between travellers when filtered by their own visits', async () => {
    const site = firstPage[3] as Site;
    const other = await member(t);
    await visit(t, traveller, site.id);
    const visitedBy = async (who: Member) =>
      (await pageOf(`${PAGE}&visited=true`, who)).map((s) => s.id);
    expect(await visitedBy(traveller)).toEqual([site.id]);
    expect(await visitedBy(other)).toEqual([]);
  });

  it('answer a browser compressed, with the links of its own address and a change made since', async () => {
    const site = firstPage[4] as Site;
    const plain = await api(t, undefined, 'GET', PAGE);
    const asBrowsers = (path: string, encoding: string) =>
      api(t, undefined, 'GET', path, undefined, { 'accept-encoding': encoding });
    const decoded = (res: Awaited<ReturnType<typeof asBrowsers>>) => {
      const encoding = res.headers['content-encoding'];
      const bytes = res.rawPayload;
      const json = encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
      return JSON.parse(json.toString('utf8'));
    };
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip']) {
      const res = await asBrowsers(PAGE, encoding);
      expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decoded(res)).toEqual(plain.json());
    }
    // The same page asked for through another address links from that address.
    const reordered = decoded(await asBrowsers('/heritage/sites/?offset=0&limit=20', 'br'));
    expect(reordered.results).toEqual(plain.json().results);
    expect(reordered.next).toBe('/api/heritage/sites/?offset=20&limit=20');

    const posted = await api(t, traveller, 'POST', `/heritage/sites/${site.id}/comments/`, {
      content: '圧縮されたページにも',
    });
    expect(posted.statusCode).toBe(201);
    const after = decoded(await asBrowsers(PAGE, 'br'));
    expect(after.results.find((s: Site) => s.id === site.id)?.comments_count).toBe(1);
  });
});
