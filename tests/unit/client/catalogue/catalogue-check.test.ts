import { describe, expect, it } from 'vitest';
import {
  CatalogueFormatError,
  checkCatalogue,
} from '../../../../src/client/features/catalogue/catalogue-check';
import { catalogueResponseSchema } from '../../../../src/shared/api/catalogue';
import { catalogue, SAMPLE_SITES } from './catalogue-fixtures';

const valid = () => structuredClone(catalogue('v1', SAMPLE_SITES));

function accepts(value: unknown): boolean {
  try {
    checkCatalogue(value);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueFormatError);
    return false;
  }
}

/** Wrong values per field: each must be refused by both the check and the shared schema. */
const WRONG: Record<string, unknown[]> = {
  id: ['1', 1.5, null, undefined],
  name: [1, null, undefined],
  name_en: [false, undefined],
  country: [null],
  countries: [null, 'jp', [{ code: 1, name: 'x', name_en: 'x' }], [{ code: 'jp', name: 'x' }]],
  region: [0],
  region_en: [undefined],
  heritage_type: ['industrial', null],
  inscription_year: ['1994', 1994.5],
  latitude: ['35', undefined, Number.NaN],
  longitude: [{}, undefined],
  coordinates_approximate: ['false', null],
  danger: [0],
  transboundary: [undefined],
  criteria: [null],
  description: [undefined],
  description_en: [1],
  description_machine_translated: ['true'],
  unesco_url: ['not a url', '', null],
};

describe('checkCatalogue', () => {
  it('accepts what the shared schema accepts', () => {
    const document = valid();
    expect(catalogueResponseSchema.safeParse(document).success).toBe(true);
    expect(checkCatalogue(document)).toBe(document);
  });

  it('refuses every wrong field value the shared schema refuses', () => {
    for (const [field, values] of Object.entries(WRONG)) {
      for (const value of values) {
        const document = valid();
        (document.sites[0] as Record<string, unknown>)[field] = value;
        const label = `${field} = ${JSON.stringify(value)}`;
        expect(catalogueResponseSchema.safeParse(document).success, label).toBe(false);
        expect(accepts(document), label).toBe(false);
      }
    }
  });

  it('refuses a broken envelope', () => {
    for (const broken of [
      null,
      [],
      {},
      { version: 1, count: 1, sites: [] },
      { ...valid(), sites: 'x' },
    ]) {
      expect(accepts(broken)).toBe(false);
    }
  });

  it('keeps the popup link to the web: only http(s) addresses', () => {
    const document = valid();
    (document.sites[0] as Record<string, unknown>).unesco_url = 'javascript:alert(1)';
    expect(accepts(document)).toBe(false);
  });

  it('allows sites without coordinates (they are listed, not drawn)', () => {
    const document = valid();
    Object.assign(document.sites[0] as object, { latitude: null, longitude: null });
    expect(accepts(document)).toBe(true);
  });
});
