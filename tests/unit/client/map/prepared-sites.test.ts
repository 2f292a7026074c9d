import { describe, expect, it } from 'vitest';
import { toSiteRow } from '../../../../src/client/db/catalogue-rows';
import { sortSites } from '../../../../src/client/features/map/filter-options';
import { countryNamesOf } from '../../../../src/client/features/map/map-sites';
import { prepareSites } from '../../../../src/client/features/map/prepared-sites';
import { SAMPLE_SITES } from '../catalogue/catalogue-fixtures';

const rows = SAMPLE_SITES.map(toSiteRow);

describe('the stored sites prepared for the map screen, a step per task', () => {
  it('orders the list, indexes the sites by id and names the countries in the reader’s language', async () => {
    for (const locale of ['ja', 'en'] as const) {
      const prepared = await prepareSites(rows, locale, () => false);
      expect(prepared?.sites.map((site) => site.id)).toEqual(
        sortSites(rows, locale).map((site) => site.id),
      );
      expect(prepared?.countryNames).toEqual(countryNamesOf(rows, locale));
      expect([...(prepared?.sitesById.keys() ?? [])].sort()).toEqual(
        rows.map((site) => site.id).sort(),
      );
    }
    expect((await prepareSites(rows, 'en', () => false))?.countryNames.jp).toBe('Japan');
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
    expect(await prepareSites(rows, 'ja', () => cancelled)).toBeNull();
    expect(otherTaskRan).toBe(true);
  });
});
