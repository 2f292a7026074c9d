import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/shared/api/sites';
import { catalogueRecords } from './support/catalogue';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Page = { count: number; next: string | null; previous: string | null; results: Site[] };

async function getPage(query: string): Promise<Page> {
  const res = await t.app.inject(`/api/heritage/sites/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function searchIds(search: string): Promise<number[]> {
  const page = await getPage(`limit=2000&search=${encodeURIComponent(search)}`);
  return page.results.map((s) => s.id);
}

describe('GET /api/heritage/sites/', () => {
  it('pages with count, next and previous, 100 by default', async () => {
    const first = await getPage('');
    expect(first.count).toBe(catalogueRecords.length);
    expect(first.results).toHaveLength(100);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/heritage/sites/?limit=100&offset=100');

    const second = await getPage('limit=100&offset=100');
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
    expect(second.previous).toBe('/api/heritage/sites/?limit=100');
  });

  it('returns the whole catalogue when followed page by page, each site once', async () => {
    const ids: number[] = [];
    let url: string | null = '/api/heritage/sites/?limit=500';
    while (url) {
      const res = await t.app.inject(url);
      const page: Page = res.json();
      ids.push(...page.results.map((s) => s.id));
      url = page.next;
    }
    expect(new Set(ids).size).toBe(catalogueRecords.length);
    expect(ids.sort((a, b) => a - b)).toEqual(
      catalogueRecords.map((r) => r.id_no).sort((a, b) => a - b),
    );
  });

  it('allows up to 2,000 per page and refuses more with a field error', async () => {
    expect((await getPage('limit=2000')).results).toHaveLength(catalogueRecords.length);
    const res = await t.app.inject('/api/heritage/sites/?limit=2001');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid', limit: [expect.any(String)] });
  });

  it('finds Kyoto by Japanese, English in any case and full-width letters', async () => {
    expect(await searchIds('京都')).toContain(688);
    expect(await searchIds('kyoto')).toContain(688);
    expect(await searchIds('KYOTO')).toContain(688);
    expect(await searchIds('ＫＹＯＴＯ')).toContain(688);
  });

  it('ignores the hiragana/katakana and half-width kana differences', async () => {
    // 668 is アンコール (Angkor).
    expect(await searchIds('あんこーる')).toContain(668);
    expect(await searchIds('ｱﾝｺｰﾙ')).toContain(668);
  });

  it('matches country names in Japanese and English', async () => {
    const japan = catalogueRecords.filter((r) => r.iso_codes.includes('jp')).length;
    expect(await searchIds('日本')).toHaveLength(japan);
  });

  it('treats SQL meta-characters as plain text', async () => {
    expect(await searchIds('%')).toEqual([]);
    expect(await searchIds('_')).toEqual([]);
    expect(await searchIds("'; drop table sites; --")).toEqual([]);
    expect((await getPage('limit=1')).count).toBe(catalogueRecords.length);
  });

  it('filters by country code or name, region in either language, and category', async () => {
    const japan = catalogueRecords.filter((r) => r.iso_codes.includes('jp')).length;
    expect((await getPage('country=jp&limit=1')).count).toBe(japan);
    expect((await getPage('country=JP&limit=1')).count).toBe(japan);
    expect((await getPage(`country=${encodeURIComponent('日本')}&limit=1`)).count).toBe(japan);

    const africa = catalogueRecords.filter((r) => r.region === 'Africa').length;
    expect((await getPage('region=Africa&limit=1')).count).toBe(africa);
    expect((await getPage(`region=${encodeURIComponent('アフリカ')}&limit=1`)).count).toBe(africa);

    const mixed = await getPage('category=mixed&limit=2000');
    expect(mixed.results.every((s) => s.heritage_type === 'mixed')).toBe(true);
    expect(mixed.count).toBeGreaterThan(0);
    expect((await t.app.inject('/api/heritage/sites/?category=ruins')).statusCode).toBe(400);
  });

  it('asks for sign-in before filtering by own visits', async () => {
    const res = await t.app.inject('/api/heritage/sites/?visited=true');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated', detail: expect.any(String) });
  });
});

describe('GET /api/heritage/sites/{id}/', () => {
  it('returns the SPEC fields in Japanese plus the English original and provenance', async () => {
    const res = await t.app.inject('/api/heritage/sites/668/');
    expect(res.statusCode).toBe(200);
    const site: Site = res.json();
    expect(site).toMatchObject({
      id: 668,
      name: 'アンコール',
      name_en: 'Angkor',
      country: 'カンボジア',
      country_code: 'kh',
      region: 'アジア・太平洋',
      region_en: 'Asia and the Pacific',
      heritage_type: 'cultural',
      inscription_year: 1992,
      comments_count: 0,
      description_machine_translated: true,
      unesco_url: 'https://whc.unesco.org/en/list/668',
      listed: true,
    });
    expect(site.description.length).toBeGreaterThan(20);
    expect(site.description_en).toContain('Angkor');
  });

  it('lists every state of a transboundary site', async () => {
    const record = catalogueRecords.find((r) => r.iso_codes.length >= 3);
    if (!record) throw new Error('catalogue has no site with three states');
    const site: Site = (await t.app.inject(`/api/heritage/sites/${record.id_no}/`)).json();
    expect(site.transboundary).toBe(true);
    expect(site.country_codes).toEqual(record.iso_codes);
    expect(site.countries).toHaveLength(record.iso_codes.length);
  });

  it('answers 404 with a detail for an unknown id and 400 for a non-number', async () => {
    const missing = await t.app.inject('/api/heritage/sites/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    const bad = await t.app.inject('/api/heritage/sites/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid', id: [expect.any(String)] });
  });
});

describe('countries and regions', () => {
  it('lists states with Japanese and English names, ISO codes and counts', async () => {
    const res = await t.app.inject('/api/heritage/sites/countries/');
    expect(res.statusCode).toBe(200);
    const countries: { code: string | null; name: string; name_en: string; sites: number }[] =
      res.json();
    const japan = catalogueRecords.filter((r) => r.iso_codes.includes('jp')).length;
    expect(countries).toContainEqual({ code: 'jp', name: '日本', name_en: 'Japan', sites: japan });
    // 148, the Old City of Jerusalem, has no ISO code but is still a state of the list.
    expect(countries.some((c) => c.code === null && c.name_en.startsWith('Jerusalem'))).toBe(true);
  });

  it('lists the five UNESCO regions whose counts add up to the catalogue', async () => {
    const regions: { name: string; name_en: string; sites: number }[] = (
      await t.app.inject('/api/heritage/sites/regions/')
    ).json();
    expect(regions).toHaveLength(5);
    expect(regions.reduce((sum, r) => sum + r.sites, 0)).toBe(catalogueRecords.length);
    expect(regions).toContainEqual({
      name: 'アフリカ',
      name_en: 'Africa',
      sites: expect.any(Number),
    });
  });
});
