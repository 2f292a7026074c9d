import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decodeListOrder,
  encodeListOrder,
  inStoredListOrder,
  type ListOrderKeys,
  listOrderOf,
} from '../../../../src/client/db/catalogue-list-order';
import { toSiteRow } from '../../../../src/client/db/catalogue-rows';
import {
  packCatalogue,
  readSitesForList,
  storeMissingListOrders,
  storePackedCatalogue,
} from '../../../../src/client/db/catalogue-store';
import { LocalDatabase } from '../../../../src/client/db/local-database';
import { META_KEYS } from '../../../../src/client/db/session-rows';
import { sortSites } from '../../../../src/client/features/map/filter-options';
import { catalogue, SAMPLE_SITES, site } from './catalogue-fixtures';

const databases: LocalDatabase[] = [];

function freshDatabase(): LocalDatabase {
  const db = new LocalDatabase(`catalogue-list-order-${crypto.randomUUID()}`);
  databases.push(db);
  return db;
}

afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});

const ids = (rows: readonly { id: number }[] | null | undefined) => rows?.map((row) => row.id);

describe('the list order stored with the catalogue', () => {
  it('is written for every language with the catalogue, in the order the page would sort', async () => {
    const db = freshDatabase();
    await storePackedCatalogue(db, packCatalogue(catalogue('v1', SAMPLE_SITES)), 1);
    const rows = SAMPLE_SITES.map(toSiteRow);
    for (const locale of ['ja', 'en'] as const) {
      const stored = await readSitesForList(db, locale);
      expect(stored.locale).toBe(locale);
      expect(ids(stored.sites)).toEqual(ids(rows));
      expect(ids(stored.inListOrder)).toEqual(ids(sortSites(rows, locale)));
    }
    // Ecuador, Germany, Japan (Historic…, Site 9999 "Site Without…", Yakushima), Jerusalem
    expect(ids((await readSitesForList(db, 'en')).inListOrder)).toEqual([
      1, 1133, 688, 9999, 662, 148,
    ]);
  });

  it('follows a newer catalogue, replaced in the same transaction as its sites', async () => {
    const db = freshDatabase();
    await storePackedCatalogue(db, packCatalogue(catalogue('v1', SAMPLE_SITES)), 1);
    const added = site({
      id: 5000,
      name_en: 'Aachen Cathedral',
      countries: [{ code: 'de', name: 'ドイツ', name_en: 'Germany' }],
    });
    await storePackedCatalogue(db, packCatalogue(catalogue('v2', [...SAMPLE_SITES, added])), 2);
    expect(ids((await readSitesForList(db, 'en')).inListOrder)).toEqual([
      1, 5000, 1133, 688, 9999, 662, 148,
    ]);
  });

  it('is missing for a catalogue stored before orders were, and the sites still read', async () => {
    const db = freshDatabase();
    await storePackedCatalogue(db, packCatalogue(catalogue('v1', SAMPLE_SITES)), 1);
    await db.meta.delete(`${META_KEYS.catalogueListOrder}:ja`);
    const stored = await readSitesForList(db, 'ja');
    expect(stored.inListOrder).toBeNull();
    expect(stored.sites).toHaveLength(SAMPLE_SITES.length);
  });

  it('is stored by the catalogue’s own code where it is missing, for the catalogue it was sorted for only', async () => {
    const db = freshDatabase();
    await storePackedCatalogue(db, packCatalogue(catalogue('v1', SAMPLE_SITES)), 1);
    await db.meta.delete(`${META_KEYS.catalogueListOrder}:en`);
    const rows = SAMPLE_SITES.map(toSiteRow);

    // A catalogue replaced meanwhile: nothing is stored for the old one.
    await storeMissingListOrders(db, 'v0');
    expect((await readSitesForList(db, 'en')).inListOrder).toBeNull();

    await storeMissingListOrders(db, 'v1');
    expect(ids((await readSitesForList(db, 'en')).inListOrder)).toEqual(ids(sortSites(rows, 'en')));
    expect(ids((await readSitesForList(db, 'ja')).inListOrder)).toEqual(ids(sortSites(rows, 'ja')));
  });

  it('is not used when it does not fit the stored sites exactly', async () => {
    const rows = SAMPLE_SITES.map(toSiteRow);
    const all = rows.map((row) => row.id);
    expect(ids(inStoredListOrder(rows, [...all].reverse()))).toEqual([...all].reverse());
    expect(inStoredListOrder(rows, all.slice(1))).toBeNull(); // a site left out
    expect(inStoredListOrder(rows, [...all.slice(1), 424242])).toBeNull(); // another catalogue's
    expect(inStoredListOrder(rows, [...all.slice(1), all[1] ?? 0])).toBeNull(); // one twice

    const db = freshDatabase();
    await storePackedCatalogue(db, packCatalogue(catalogue('v1', SAMPLE_SITES)), 1);
    await db.meta.put({ key: `${META_KEYS.catalogueListOrder}:en`, value: '1,x,688' });
    expect((await readSitesForList(db, 'en')).inListOrder).toBeNull();
  });

  it('is stored as comma-separated ids', () => {
    expect(encodeListOrder([3, 1, 2])).toBe('3,1,2');
    expect(decodeListOrder('3,1,2')).toEqual([3, 1, 2]);
    expect(decodeListOrder('')).toEqual([]);
    expect(decodeListOrder('3,,2')).toBeNull();
    expect(decodeListOrder('3,1.5')).toBeNull();
  });
});

describe('the list order on the real catalogue', () => {
  const records = JSON.parse(readFileSync('data/catalogue/whc-sites.json', 'utf8')) as {
    id_no: number;
    name_ja: string;
    name_en: string;
    states: string[];
    states_ja: string[];
  }[];

  it('ranks countries once and still equals comparing every pair in full', () => {
    for (const [locale, tag] of [
      ['ja', 'ja-JP'],
      ['en', 'en-US'],
    ] as const) {
      const keys: ListOrderKeys = {
        countries: records.map((r) => (locale === 'ja' ? r.states_ja[0] : r.states[0]) ?? ''),
        names: records.map((r) => (locale === 'ja' ? r.name_ja : r.name_en)),
        ids: records.map((r) => r.id_no),
      };
      const { compare } = new Intl.Collator(tag);
      const inFull = [...keys.ids.keys()].sort(
        (a, b) =>
          compare(keys.countries[a] ?? '', keys.countries[b] ?? '') ||
          compare(keys.names[a] ?? '', keys.names[b] ?? '') ||
          (keys.ids[a] ?? 0) - (keys.ids[b] ?? 0),
      );
      expect(records.length).toBeGreaterThan(1200);
      expect(Array.from(listOrderOf(keys, compare)), locale).toEqual(inFull);
    }
  });
});
