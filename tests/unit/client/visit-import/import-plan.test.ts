import { describe, expect, it } from 'vitest';
import {
  type ImportSite,
  planImport,
} from '../../../../src/client/features/visit-import/import-plan';
import { csvHeader, csvLines } from '../../../../src/shared/export/export-csv';
import { VISIT_COLUMNS } from '../../../../src/shared/export/export-format';
import type { ExportedVisit } from '../../../../src/shared/export/export-records';

const SITES: ImportSite[] = [
  { id: 661, name: '姫路城', name_en: 'Himeji-jo', country_codes: ['jp'] },
  {
    id: 688,
    name: '古都京都の文化財（京都市、宇治市、大津市）',
    name_en: 'Historic Monuments of Ancient Kyoto (Kyoto, Uji and Otsu Cities)',
    country_codes: ['jp'],
  },
  { id: 1, name: 'ガラパゴス諸島', name_en: 'Galápagos Islands', country_codes: ['ec'] },
  {
    id: 2,
    name: 'シュトルーヴェの測地弧',
    name_en: 'Struve Geodetic Arc',
    country_codes: ['by', 'ee', 'fi'],
  },
  {
    id: 3,
    name: '古都奈良の文化財',
    name_en: 'Historic Monuments of Ancient Nara',
    country_codes: ['jp'],
  },
];

const rowsOf = (text: string) => {
  const plan = planImport(text, SITES);
  if (plan.kind !== 'rows') throw new Error(plan.kind);
  return plan.rows;
};

describe('reading an import (docs/EXPORT.md I1, I2)', () => {
  it('I1: Japanese headers, in any order, are recognised', () => {
    const [row] = rowsOf('訪問日,評価,遺産名,感想\n2024/5/3,★★★★,姫路城,白い');
    expect(row).toMatchObject({
      line: 2,
      match: { kind: 'matched', siteId: 661, partial: false },
      date: '2024-05-03',
      rating: 4,
      comment: '白い',
    });
  });

  it('I2: names match folded (case, width, accents, kana) and by part', () => {
    const rows = rowsOf(
      'name,date\nＨＩＭＥＪＩ-ＪＯ,2024-01-02\ngalapagos islands,2024年1月2日\nシュトルーヴェ,2024.1.2',
    );
    expect(rows.map((r) => r.match)).toEqual([
      { kind: 'matched', siteId: 661, partial: false },
      { kind: 'matched', siteId: 1, partial: false },
      { kind: 'matched', siteId: 2, partial: true },
    ]);
    expect(rows.map((r) => r.date)).toEqual(['2024-01-02', '2024-01-02', '2024-01-02']);
  });

  it('I2: a name several sites share is ambiguous; one none has is unmatched', () => {
    const rows = rowsOf('site\nHistoric Monuments of Ancient\nAtlantis');
    expect(rows[0]?.match).toEqual({ kind: 'ambiguous', candidates: [688, 3] });
    expect(rows[1]?.match).toEqual({ kind: 'unmatched' });
  });

  it('I2: the UNESCO number wins over the name; an unknown number falls back to the name', () => {
    const rows = rowsOf('unesco_id,name\n688,姫路城\n99999,姫路城');
    expect(rows.map((r) => r.match)).toEqual([
      { kind: 'matched', siteId: 688, partial: false },
      { kind: 'matched', siteId: 661, partial: false },
    ]);
  });

  it('I2: impossible dates and stars are left for the user, and a repeated site is marked', () => {
    const rows = rowsOf('name,date,rating\n姫路城,2024-02-30,6\n姫路城,2024-03-01,5');
    expect(rows[0]).toMatchObject({ date: null, dateText: '2024-02-30', rating: null });
    expect(rows[1]).toMatchObject({ duplicateOfLine: 2 });
  });

  it('I1: a pasted list without a header: one site per line, a date where one is written', () => {
    const rows = rowsOf('姫路城\n661\nガラパゴス諸島, 2019-08-01');
    expect(rows.map((r) => [r.line, r.match.kind, r.date])).toEqual([
      [1, 'matched', null],
      [2, 'matched', null],
      [3, 'matched', '2019-08-01'],
    ]);
    expect(rows[1]).toMatchObject({ duplicateOfLine: 1 });
  });

  it('I4: our own export re-imports exactly: site, date, stars, comment, country, notes, visibility, sharing', () => {
    const visits: ExportedVisit[] = [
      {
        unesco_id: 2,
        site_name_ja: 'シュトルーヴェの測地弧',
        site_name_en: 'Struve Geodetic Arc',
        country_code: 'fi',
        visited_date: '2023-07-14',
        rating: 2,
        comment: '=1+1, "quoted"\nsecond line',
        notes: '-private, "memo"',
        visibility: 'private',
        share_to_feed: false,
        created_at: '2023-07-15T00:00:00.000Z',
        updated_at: '2023-07-15T00:00:00.000Z',
        photo: null,
        site_listed: true,
      },
    ];
    const [row] = rowsOf(csvHeader(VISIT_COLUMNS) + csvLines(visits, VISIT_COLUMNS));
    expect(row).toMatchObject({
      match: { kind: 'matched', siteId: 2 },
      date: '2023-07-14',
      rating: 2,
      comment: '=1+1, "quoted"\nsecond line',
      countryCode: 'fi',
      notes: '-private, "memo"',
      visibility: 'private',
      shareToFeed: false,
    });
  });

  it("I4: another list's only free-text column is the comment; it says nothing of notes or sharing", () => {
    const [row] = rowsOf('名称,日付,メモ\n姫路城,2024-05-03,天守に登った');
    expect(row).toMatchObject({
      comment: '天守に登った',
      notes: null,
      visibility: null,
      shareToFeed: null,
    });
  });

  it('I1: an empty file, a header alone, and too many rows are told apart', () => {
    expect(planImport('', SITES)).toEqual({ kind: 'empty' });
    expect(planImport('name,date\n', SITES)).toEqual({ kind: 'empty' });
    const long = `name\n${'姫路城\n'.repeat(5_001)}`;
    expect(planImport(long, SITES)).toEqual({ kind: 'too-many', rows: 5_001 });
  });
});
