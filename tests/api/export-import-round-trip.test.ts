/**
 * docs/EXPORT.md I4: a traveller's own export, read by the import, recorded as visits of a
 * new account and exported again, gives back every column of every visit exactly (but the
 * times the new account recorded them).
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decideImport } from '../../src/client/features/visit-import/import-decisions';
import { planImport } from '../../src/client/features/visit-import/import-plan';
import { exportedVisitSchema } from '../../src/shared/export/export-records';
import { bearer, registerUser } from './support/auth';
import { catalogueRecords } from './support/catalogue';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const decode = (bytes: Uint8Array | undefined) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

async function exportFiles(access: string) {
  const res = await t.app.inject({ url: '/api/export/', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return unzipSync(new Uint8Array(res.rawPayload));
}

it('I4: export → import → export gives back the same visits', async () => {
  const before = await registerUser(t.app);
  const multi = catalogueRecords.find((r) => r.iso_codes.length > 2);
  const visits = [
    {
      site: 661,
      body: {
        rating: 5,
        visited_date: '2024-05-03',
        comment: '白鷺城, "晴れ"\n二行目',
        notes: '+ 次は桜の季節に',
        visibility: 'followers',
      },
    },
    {
      site: 688,
      body: {
        rating: 1,
        visited_date: '2019-11-20',
        comment: '=SUM(A1:A3)',
        visibility: 'private',
        share_to_feed: false,
      },
    },
    { site: 1, body: { rating: 3, visited_date: '2018-02-28', comment: '' } },
    {
      site: multi?.id_no ?? 0,
      body: {
        rating: 4,
        visited_date: '2020-08-08',
        comment: '@home',
        country_code: multi?.iso_codes[2],
      },
    },
  ];
  for (const { site, body } of visits) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/heritage/sites/${site}/visit/`,
      headers: bearer(before.access),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const first = await exportFiles(before.access);

  const sites = catalogueRecords.map((r) => ({
    id: r.id_no,
    name: r.name_ja,
    name_en: r.name_en,
    country_codes: r.iso_codes,
  }));
  const plan = planImport(decode(first['visits.csv']), sites);
  if (plan.kind !== 'rows') throw new Error(plan.kind);
  expect(plan.rows.map((row) => row.match.kind)).toEqual(visits.map(() => 'matched'));

  // What the import screen records once confirmed, sent as the outbox sends a visit.
  const decided = decideImport(
    plan.rows,
    new Map(),
    { defaultDate: '', defaultRating: 3, replaceVisited: false, today: '2026-01-01' },
    new Set(),
  );
  expect(decided.ready).toHaveLength(visits.length);
  const after = await registerUser(t.app);
  for (const { siteId, visit } of decided.ready) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/heritage/sites/${siteId}/visit/`,
      headers: bearer(after.access),
      payload: { heritage_site: siteId, ...visit },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const second = await exportFiles(after.access);

  const comparable = (files: Record<string, Uint8Array>) =>
    exportedVisitSchema
      .array()
      .parse(JSON.parse(decode(files['visits.json'])))
      .map(({ created_at, updated_at, ...columns }) => columns);
  expect(comparable(second)).toEqual(comparable(first));
  expect(comparable(first)).toHaveLength(visits.length);
  expect(comparable(first).find((visit) => visit.unesco_id === 688)).toMatchObject({
    visibility: 'private',
    share_to_feed: false,
  });
  expect(decode(second['visits.csv']).split('\r\n').length).toBe(
    decode(first['visits.csv']).split('\r\n').length,
  );
});
