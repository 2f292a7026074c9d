import { readFileSync } from 'node:fs';
import type {
  Catalogue,
  CollectedSite,
  CollectedVisit,
} from '../../../../src/shared/collecting/collection';
import type { UnescoRegion } from '../../../../src/shared/unesco-regions';

/** The real catalogue file, as the collecting rules see it. */
type Record = {
  id_no: number;
  category: CollectedSite['category'];
  region: string;
  iso_codes: string[];
  danger: boolean;
  transboundary: boolean;
  date_inscribed: number;
  criteria: string;
};

export const records: Record[] = JSON.parse(
  readFileSync(new URL('../../../../data/catalogue/whc-sites.json', import.meta.url), 'utf8'),
);

export const catalogue: Catalogue = new Map(
  records.map((r) => [
    r.id_no,
    {
      id: r.id_no,
      category: r.category,
      region: r.region as UnescoRegion,
      countryCodes: r.iso_codes.map((c) => c.toLowerCase()),
      danger: r.danger,
      transboundary: r.transboundary,
      inscriptionYear: r.date_inscribed,
      criteria: r.criteria,
    },
  ]),
);

/** A visit to `siteId` on `date` (YYYY-MM-DD). */
export function visitOn(
  siteId: number,
  date: string,
  extra: Partial<CollectedVisit> = {},
): CollectedVisit {
  return {
    siteId,
    visitedDate: date,
    countryCode: null,
    hasComment: false,
    hasPhoto: false,
    ...extra,
  };
}

/** `n` consecutive days from 2020-01-01, as dates. */
export function day(n: number): string {
  return new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10);
}
