import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from '../../src/shared/api/visits';
import { bearer } from './support/auth';
import { multipartForm } from './support/multipart';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://heritage.example';
const SHELL =
  '<!doctype html><html lang="ja"><head><meta charset="UTF-8" /><title>Heritage Passport</title></head><body><div id="root"></div></body></html>';
/** A display name and comment that break the page if written into it unescaped. */
const NASTY_NAME = `<b>"旅する太郎"</b>`;
const NASTY_COMMENT = `石垣が<script>alert('x')</script>見事 & 白い "天守" でした`;
const SECRET = '非公開のメモ：鍵は玄関の植木鉢の下';

let t: TestApp;
let clientDir: string;
let author: Member;
let sites: number[];

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'hp-client-'));
  await writeFile(path.join(clientDir, 'index.html'), SHELL);
  t = await startTestApp({ config: { clientDir, publicUrl: PUBLIC_URL } });
  author = await member(t, { display_name: NASTY_NAME });
  sites = await siteIds(t, 5);
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The content of every <meta> with that property or name, as written in the page. */
function metas(res: LightMyRequestResponse, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`, 'g');
  return [...res.body.matchAll(pattern)].map((m) => m[1] ?? '');
}
const meta = (res: LightMyRequestResponse, key: string) => metas(res, key)[0];

async function photoVisit(siteId: number): Promise<Visit> {
  const bytes = await readFile(
    path.join(__dirname, '..', 'fixtures', 'images', 'photo-gps-rotated.jpg'),
  );
  const body = await multipartForm(
    { rating: '3', comment: '写真つき', visited_date: '2030-01-02' },
    { field: 'photos', name: 'p.jpg', type: 'image/jpeg', bytes },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/heritage/sites/${siteId}/visit/`,
    headers: { ...bearer(author.access), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function expectGeneric(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(meta(res, 'og:title')).toBe('Heritage Passport');
  expect(meta(res, 'og:type')).toBe('website');
  expect(meta(res, 'og:image')).toBe(`${PUBLIC_URL}/icons/icon-512.png`);
  expect(meta(res, 'og:url')).toBe(`${PUBLIC_URL}/`);
  expect(meta(res, 'twitter:card')).toBe('summary');
  // The app still opens and shows its own not-found state.
  expect(res.body).toContain('<div id="root"></div>');
}

describe('GET /posts/{id}: the shared post page', () => {
  it('carries the post’s Open Graph and Twitter tags, HTML-escaped, in the head', async () => {
    const post = await visit(t, author, sites[0] ?? 0, { comment: NASTY_COMMENT });
    const siteName = (await api(t, undefined, 'GET', `/social/posts/${post.id}/`)).json()
      .heritage_site.name as string;
    const res = await t.app.inject(`/posts/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(metas(res, 'og:title')).toHaveLength(1);
    expect(head).toContain('property="og:title"');

    expect(meta(res, 'og:title')).toBe(
      `${siteName} — &lt;b&gt;&quot;旅する太郎&quot;&lt;/b&gt;さんの訪問`,
    );
    expect(meta(res, 'og:description')).toBe(
      '★★★★☆ 石垣が&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;見事 &amp; 白い &quot;天守&quot; でした',
    );
    expect(meta(res, 'og:url')).toBe(`${PUBLIC_URL}/posts/${post.id}`);
    expect(meta(res, 'og:type')).toBe('article');
    expect(meta(res, 'og:image')).toBe(`${PUBLIC_URL}/icons/icon-512.png`);
    expect(meta(res, 'twitter:card')).toBe('summary');
    expect(meta(res, 'twitter:title')).toBe(meta(res, 'og:title'));
    // Nothing the author wrote reaches the page as markup.
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<b>"');
  });

  it('shows the photo as an absolute URL on the public address, as a large card', async () => {
    const post = await photoVisit(sites[1] ?? 0);
    const res = await t.app.inject(`/posts/${post.id}`);
    expect(meta(res, 'og:image')).toBe(`${PUBLIC_URL}${post.photos[0]?.url}`);
    expect(meta(res, 'og:image')).toMatch(/^https:\/\/heritage\.example\/media\/visits\//);
    expect(meta(res, 'og:description')).toBe('★★★☆☆ 写真つき');
    expect(meta(res, 'twitter:card')).toBe('summary_large_image');
  });

  it('answers a long comment with its start only', async () => {
    const long = 'あ'.repeat(300);
    const post = await visit(t, author, sites[2] ?? 0, { comment: long });
    const description = meta(await t.app.inject(`/posts/${post.id}`), 'og:description') ?? '';
    expect(description.startsWith('★★★★☆ あああ')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(Array.from(description).length).toBeLessThan(120);
  });

  it.each(['private', 'followers'] as const)(
    'gives a %s post the generic tags and none of its text',
    async (visibility) => {
      const post = await visit(t, author, sites[3] ?? 0, { visibility, comment: SECRET });
      // The author's own request changes nothing: the page is what anyone with the link sees.
      const res = await t.app.inject({ url: `/posts/${post.id}`, headers: bearer(author.access) });
      expectGeneric(res);
      expect(res.body).not.toContain('植木鉢');
      expect(res.body).not.toContain('旅する太郎');
      expect(res.body).not.toContain('★');
    },
  );

  it.each(['999999', '2147483648', '99999999999999999999', 'abc', '0'])(
    'gives a post that does not exist (%s) the generic tags',
    async (id) => {
      expectGeneric(await t.app.inject(`/posts/${id}`));
    },
  );

  it('keeps the HTML pages’ CSP', async () => {
    const post = await visit(t, author, sites[4] ?? 0);
    const page = await t.app.inject(`/posts/${post.id}`);
    const shell = await t.app.inject('/users/1');
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.headers['content-security-policy']).toBe(shell.headers['content-security-policy']);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
