import { describe, expect, it } from 'vitest';
import {
  inListOrder,
  listOrderKeys,
  listOrderOf,
} from '../../../../src/client/db/catalogue-list-order';
import { toSiteRow } from '../../../../src/client/db/catalogue-rows';
import { sortSites } from '../../../../src/client/features/map/filter-options';
import { countryNamesOf } from '../../../../src/client/features/map/map-sites';
import { prepareSites } from '../../../../src/client/features/map/prepared-sites';
import { SAMPLE_SITES } from '../catalogue/catalogue-fixtures';

const rows = SAMPLE_SITES.map(toSiteRow);
/** The sites as read from a catalogue stored without list orders (before they were stored). */
const storedWithoutOrder = (locale: 'ja' | 'en') => ({
  locale,
  sites: rows,
  inListOrder: null,
});

describe('the stored sites prepared for the map screen, a step per task', () => {
  it('orders the list, indexes the sites by id and names the countries in the reader’s language', async () => {
    for (const locale of ['ja', 'en'] as const) {
      const prepared = await prepareSites(storedWithoutOrder(locale), locale, () => false);
      expect(prepared?.sites.map((site) => site.id)).toEqual(
        sortSites(rows, locale).map((site) => site.id),
      );
      expect(prepared?.countryNames).toEqual(countryNamesOf(rows, locale));
      expect([...(prepared?.sitesById.keys() ?? [])].sort()).toEqual(
        rows.map((site) => site.id).sort(),
      );
    }
    expect((await prepareSites(storedWithoutOrder('en'), 'en', () => false))?.countryNames.jp).toBe(
      'Japan',
    );
  });

  it('gives the main thread back between steps, and stops when no longer wanted', async () => {
    let cancelled = false;
    let otherTaskRan = false;
    // A task already waiting runs between the steps: without a pause the preparation would
    // end in this task's microtasks, before it.
    setTimeout(() => {
      otherTaskRan = true;
      cancelled = true;
    }, 0);
    expect(await prepareSites(storedWithoutOrder('ja'), 'ja', () => cancelled)).toBeNull();
    expect(otherTaskRan).toBe(true);
  });
});

describe('the list order stored with the catalogue', () => {
  it('is used as stored when it is the reader’s language’s, and sorted afresh when not', async () => {
    const reversed = [...rows].reverse();
    const stored = { locale: 'en' as const, sites: rows, inListOrder: reversed };
    expect((await prepareSites(stored, 'en', () => false))?.sites).toEqual(reversed);
    // Read for English while the reader has just switched to Japanese: not that order.
    expect((await prepareSites(stored, 'ja', () => false))?.sites.map((site) => site.id)).toEqual(
      sortSites(rows, 'ja').map((site) => site.id),
    );
  });

  it('rearranges rows by the positions computed from their keys', () => {
    const keys = listOrderKeys(rows, 'en');
    const order = listOrderOf(keys, new Intl.Collator('en-US').compare);
    expect(inListOrder(rows, order).map((site) => site.id)).toEqual([1, 1133, 688, 9999, 662, 148]);
    expect(() => inListOrder(rows.slice(1), order)).toThrow();
  });
});
