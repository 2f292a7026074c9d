import { type CatalogueSiteRow, toSiteRow } from '../../../../src/client/db/catalogue-rows';
import type { CatalogueResponse, CatalogueSite } from '../../../../src/shared/api/catalogue';
import { catalogueSearchText } from '../../../../src/shared/text/catalogue-search';

/** A valid catalogue site; tests override what they are about. */
export function site(overrides: Partial<CatalogueSite> & { id: number }): CatalogueSite {
  const fields: Omit<CatalogueSite, 'search'> = {
    name: `遺産${overrides.id}`,
    name_en: `Site ${overrides.id}`,
    country: '日本',
    countries: [{ code: 'jp', name: '日本', name_en: 'Japan' }],
    region: 'アジア・太平洋',
    region_en: 'Asia and the Pacific',
    heritage_type: 'cultural',
    inscription_year: 2000,
    latitude: 35,
    longitude: 135,
    coordinates_approximate: false,
    danger: false,
    transboundary: false,
    criteria: '(i)',
    description: `説明${overrides.id}`,
    description_en: `Description ${overrides.id}`,
    description_machine_translated: true,
    unesco_url: `https://whc.unesco.org/en/list/${overrides.id}`,
    ...overrides,
  };
  // As the server sends it: folded from the names and countries the test chose.
  return { ...fields, search: overrides.search ?? catalogueSearchText(fields) };
}

export function catalogue(version: string, sites: CatalogueSite[]): CatalogueResponse {
  return { version, count: sites.length, sites };
}

export function row(overrides: Partial<CatalogueSite> & { id: number }): CatalogueSiteRow {
  return toSiteRow(site(overrides));
}

/** A few real-looking sites: kana, Latin with accents, transboundary, in danger, no coordinates. */
export const SAMPLE_SITES: CatalogueSite[] = [
  site({
    id: 688,
    name: '古都京都の文化財（京都市、宇治市、大津市）',
    name_en: 'Historic Monuments of Ancient Kyoto (Kyoto, Uji and Otsu Cities)',
    latitude: 34.98,
    longitude: 135.77,
  }),
  site({
    id: 662,
    name: '屋久島',
    name_en: 'Yakushima',
    heritage_type: 'natural',
    latitude: 30.33,
    longitude: 130.5,
  }),
  site({
    id: 1,
    name: 'ガラパゴス諸島',
    name_en: 'Galápagos Islands',
    country: 'エクアドル',
    countries: [{ code: 'ec', name: 'エクアドル', name_en: 'Ecuador' }],
    region: 'ラテンアメリカ・カリブ海',
    region_en: 'Latin America and the Caribbean',
    heritage_type: 'natural',
    danger: false,
    latitude: -0.69,
    longitude: -90.5,
  }),
  site({
    id: 1133,
    name: 'カルパティア山脈とヨーロッパ各地の古代及び原生ブナ林',
    name_en: 'Ancient and Primeval Beech Forests of the Carpathians',
    country: 'ドイツ、ウクライナ',
    countries: [
      { code: 'de', name: 'ドイツ', name_en: 'Germany' },
      { code: 'ua', name: 'ウクライナ', name_en: 'Ukraine' },
    ],
    region: 'ヨーロッパ・北アメリカ',
    region_en: 'Europe and North America',
    heritage_type: 'natural',
    transboundary: true,
    latitude: 48.9,
    longitude: 22.2,
  }),
  site({
    id: 148,
    name: 'エルサレムの旧市街とその城壁群',
    name_en: 'Old City of Jerusalem and its Walls',
    country: 'エルサレム',
    countries: [{ code: null, name: 'エルサレム', name_en: 'Jerusalem (Site proposed by Jordan)' }],
    region: 'アラブ諸国',
    region_en: 'Arab States',
    danger: true,
    latitude: 31.78,
    longitude: 35.23,
  }),
  site({
    id: 9999,
    name: '位置不明の遺産',
    name_en: 'Site Without Coordinates',
    heritage_type: 'mixed',
    latitude: null,
    longitude: null,
  }),
];
