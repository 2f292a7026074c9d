import { type APIRequestContext, expect } from '@playwright/test';
import type { CatalogueResponse, CatalogueSite } from '../../../src/shared/api/catalogue';
import type { Traveller } from './social-seed';

/** A visit as the API takes it; the date decides the ranking periods it counts in. */
export type SeedVisit = { siteId: number; visitedDate: string; comment?: string };

export async function postDatedVisits(
  request: APIRequestContext,
  traveller: Traveller,
  visits: readonly SeedVisit[],
): Promise<void> {
  for (const visit of visits) {
    const response = await request.post(`/api/heritage/sites/${visit.siteId}/visit/`, {
      headers: { authorization: `Bearer ${traveller.access}` },
      data: { rating: 5, comment: visit.comment ?? '', visited_date: visit.visitedDate },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/**
 * A day of the current month in Japan time (the server counts periods there) that is in the
 * past everywhere: yesterday, or the 1st on the 1st.
 */
export function dayThisMonthInJapan(now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
  const day = Number(today.slice(8, 10));
  return `${today.slice(0, 8)}${String(Math.max(1, day - 1)).padStart(2, '0')}`;
}

/** Sites in one country each (no transboundary site), so the countries they count are plain. */
export function singleCountrySites(catalogue: CatalogueResponse, count: number): CatalogueSite[] {
  const sites = catalogue.sites.filter((s) => !s.transboundary && s.countries.length === 1);
  expect(sites.length).toBeGreaterThanOrEqual(count);
  return sites.slice(0, count);
}

/** How many countries those sites are in. */
export function countriesOf(sites: readonly CatalogueSite[]): number {
  return new Set(sites.map((s) => s.countries[0]?.code ?? s.countries[0]?.name)).size;
}

/** The badges as the server answers them for the traveller. */
export async function badgesOf(request: APIRequestContext, traveller: Traveller) {
  const response = await request.get('/api/badges/', {
    headers: { authorization: `Bearer ${traveller.access}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    id: string;
    name: string;
    earned: boolean;
    earned_at: string | null;
    progress: { current: number; target: number };
  }[];
}
