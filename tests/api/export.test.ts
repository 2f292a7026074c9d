/**
 * GET /api/export/ (docs/EXPORT.md): the ZIP holds exactly what the account holds, in files
 * a spreadsheet opens, and nothing of anyone else.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, userBadges, visits as visitsTable } from '../../src/server/db/schema';
import { projectRoot } from '../../src/server/paths';
import type { Visit } from '../../src/shared/api/visits';
import { VISIT_COLUMNS } from '../../src/shared/export/export-format';
import {
  type ExportedVisit,
  exportedProfileSchema,
  exportedVisitSchema,
} from '../../src/shared/export/export-records';
import { bearer, registerUser } from './support/auth';
import { catalogueRecords } from './support/catalogue';
import { multipartForm } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const photoBytes = () =>
  readFile(path.join(projectRoot, 'tests/fixtures/images/photo-gps-rotated.jpg'));
const mediaFile = (mediaPath: string) =>
  path.join(t.config.dataDir, 'media', mediaPath.replace(/^\/media\//, ''));

async function postVisit(
  access: string,
  siteId: number,
  fields: Record<string, string>,
  photo?: Buffer,
) {
  const body = await multipartForm(
    fields,
    photo && { field: 'photos', name: 'p.jpg', type: 'image/jpeg', bytes: photo },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/heritage/sites/${siteId}/visit/`,
    headers: { ...bearer(access), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Visit;
}

async function exportOf(access: string) {
  const res = await t.app.inject({ url: '/api/export/', headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
}

const text = (files: Record<string, Uint8Array>, name: string) => {
  const bytes = files[name];
  if (!bytes) throw new Error(`${name} is not in the ZIP`);
  // Keeps a byte-order mark, which the CSV files must start with.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
};

describe('GET /api/export/', () => {
  it('is for a signed-in user only', async () => {
    const res = await t.app.inject({ url: '/api/export/' });
    expect(res.statusCode).toBe(401);
  });

  it('holds the visits, wishlist, profile, badges and photos of the account, and no one else’s', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await postVisit(other.access, 661, {
      rating: '3',
      visited_date: '2025-01-02',
      comment: '他人',
    });

    const himeji = await postVisit(
      me.access,
      661,
      { rating: '5', visited_date: '2025-04-01', comment: '白鷺城, "晴れ"\n二行目', notes: 'メモ' },
      await photoBytes(),
    );
    // A transboundary site, the part of its second country; and a comment a spreadsheet would run.
    const trans = catalogueRecords.find((r) => r.iso_codes.length > 1);
    const transPart = trans?.iso_codes[1] ?? '';
    const transId = trans?.id_no ?? 0;
    await postVisit(me.access, transId, {
      rating: '4',
      visited_date: '2024-08-15',
      country_code: transPart,
      comment: '=HYPERLINK("http://example.test")',
      visibility: 'private',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/toggle/',
      headers: bearer(me.access),
      payload: { heritage_site_id: 688, priority: 3, notes: '紅葉の季節に' },
    });

    const { res, files } = await exportOf(me.access);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="heritage-passport-${me.user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`,
      ),
    );
    expect(res.headers['cache-control']).toBe('no-store');

    // CSV: a BOM, the header of the JSON keys, one row per visit; the formula is escaped.
    const csv = text(files, 'visits.csv');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(VISIT_COLUMNS);
    const rows = parsed.data
      .slice(1)
      .map((row) => Object.fromEntries(VISIT_COLUMNS.map((c, i) => [c, row[i]])));
    expect(rows).toHaveLength(2);
    const himejiRow = rows.find((r) => r.unesco_id === '661');
    expect(himejiRow).toMatchObject({
      site_name_ja: '姫路城',
      site_name_en: 'Himeji-jo',
      country_code: 'jp',
      visited_date: '2025-04-01',
      rating: '5',
      comment: himeji.comment,
      notes: 'メモ',
      visibility: 'public',
      share_to_feed: 'true',
      photo: 'photos/site-661-2025-04-01.webp',
      site_listed: 'true',
    });
    expect(rows.find((r) => r.unesco_id === String(transId))?.comment).toBe(
      `'=HYPERLINK("http://example.test")`,
    );

    // JSON: the same records, typed.
    const visits = exportedVisitSchema.array().parse(JSON.parse(text(files, 'visits.json')));
    expect(visits.map((v) => [v.visited_date, v.unesco_id])).toEqual([
      ['2024-08-15', transId],
      ['2025-04-01', 661],
    ]);
    const transVisit = visits.find((v) => v.unesco_id === transId) as ExportedVisit;
    expect(transVisit).toMatchObject({
      country_code: transPart,
      visibility: 'private',
      photo: null,
    });
    expect(transVisit.comment).toBe('=HYPERLINK("http://example.test")');
    expect(visits.find((v) => v.unesco_id === 661)?.created_at).toBe(himeji.created_at);

    // The photo, byte for byte as stored.
    const stored = await readFile(mediaFile(himeji.photos_url ?? ''));
    expect(Buffer.from(files['photos/site-661-2025-04-01.webp'] ?? [])).toEqual(stored);
    expect(Object.keys(files).filter((name) => name.startsWith('photos/'))).toHaveLength(1);

    const wishlist = JSON.parse(text(files, 'wishlist.json'));
    expect(wishlist).toEqual([
      expect.objectContaining({ unesco_id: 688, priority: 3, notes: '紅葉の季節に' }),
    ]);
    expect(text(files, 'wishlist.csv').split('\r\n')[0]).toBe(
      '\uFEFFunesco_id,site_name_ja,site_name_en,priority,notes,added_at',
    );

    const profile = exportedProfileSchema.parse(JSON.parse(text(files, 'profile.json')));
    expect(profile).toMatchObject({
      source: 'server',
      username: me.user.username,
      email: me.user.email,
    });
    expect(text(files, 'profile.json')).not.toMatch(/password|argon2|google_sub/i);

    const held = await t.database.db
      .select({ id: userBadges.badgeId })
      .from(userBadges)
      .where(eq(userBadges.userId, me.user.id));
    const badges = JSON.parse(text(files, 'badges.json')) as { badge_id: string }[];
    expect(badges.map((b) => b.badge_id).sort()).toEqual(held.map((b) => b.id).sort());
    expect(badges.length).toBeGreaterThan(0);
    expect(text(files, 'README.txt')).toContain('visits.csv');

    expect(JSON.stringify(visits)).not.toContain('他人');
  });

  it('lists every visit once, oldest first, across the pages it is read in', async () => {
    const me = await registerUser(t.app);
    const siteRows = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .orderBy(asc(sites.id))
      .limit(450);
    // Three visits a day: pages of 200 end in the middle of a day.
    const dates = siteRows.map(
      (_, i) => `2020-01-${String(1 + (Math.floor(i / 3) % 28)).padStart(2, '0')}`,
    );
    await t.database.db.insert(visitsTable).values(
      siteRows.map((site, i) => ({
        userId: me.user.id,
        siteId: site.id,
        rating: 3,
        visitedDate: dates[i] ?? '2020-01-01',
      })),
    );
    const { files } = await exportOf(me.access);
    const listed = exportedVisitSchema.array().parse(JSON.parse(text(files, 'visits.json')));
    expect(listed).toHaveLength(siteRows.length);
    expect(new Set(listed.map((v) => v.unesco_id)).size).toBe(siteRows.length);
    const order = listed.map((v) => v.visited_date);
    expect(order).toEqual([...order].sort());
    const csvRows = text(files, 'visits.csv').trimEnd().split('\r\n');
    expect(csvRows).toHaveLength(siteRows.length + 1);
  });

  it('exports an account with nothing in it as files with headers only', async () => {
    const me = await registerUser(t.app);
    const { files } = await exportOf(me.access);
    expect(JSON.parse(text(files, 'visits.json'))).toEqual([]);
    expect(text(files, 'visits.csv')).toBe(`\uFEFF${VISIT_COLUMNS.join(',')}\r\n`);
    expect(JSON.parse(text(files, 'badges.json'))).toEqual([]);
  });
});
