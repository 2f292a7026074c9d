import type { APIRequestContext } from '@playwright/test';
import type { CatalogueResponse, CatalogueSite } from '../../../src/shared/api/catalogue';
import { buildGroupingIndex, type GroupItem } from '../../../src/shared/map/grouping';
import type { WorldRegionId } from '../../../src/shared/map/world-regions';
import { expect } from './test';

/** Fetched once per worker: the test server's catalogue does not change during a run. */
let served: Promise<CatalogueResponse> | undefined;

/** The catalogue as the test server serves it: expected counts come from here, never hard-coded. */
export function fetchCatalogue(request: APIRequestContext): Promise<CatalogueResponse> {
  served ??= (async () => {
    const response = await request.get('/api/heritage/catalogue/');
    expect(response.ok()).toBe(true);
    return (await response.json()) as CatalogueResponse;
  })();
  served.catch(() => {
    served = undefined;
  });
  return served;
}

export function siteNamed(catalogue: CatalogueResponse, fragment: string): CatalogueSite {
  const site = catalogue.sites.find((s) => s.name.includes(fragment));
  if (!site) throw new Error(`no site named like ${fragment}`);
  return site;
}

/** The region group the map draws at zoom ≤ 3 (the same pure grouping the app runs). */
export function regionGroup(catalogue: CatalogueResponse, regionId: WorldRegionId): GroupItem {
  const index = buildGroupingIndex(
    catalogue.sites.map((s) => ({
      id: s.id,
      lat: s.latitude,
      lng: s.longitude,
      category: s.heritage_type,
      countryCode: s.countries[0]?.code ?? null,
    })),
  );
  const group = index.regionGroups.find((g) => g.regionId === regionId);
  if (!group) throw new Error(`no group for ${regionId}`);
  return group;
}
