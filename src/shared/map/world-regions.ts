/**
 * The nine world regions that the map groups sites by at zoom ≤ 3 (SPEC.md §4
 * "Map display mode"), and the table that assigns every country to one of them.
 *
 * Source of the table: United Nations Statistics Division, "Standard country or
 * area codes for statistical use" (M49), geographic regions and sub-regions,
 * https://unstats.un.org/unsd/methodology/m49/ . Every ISO 3166-1 alpha-2 code
 * listed in M49 is assigned by its M49 sub-region, mapped onto the nine regions
 * like this (no country is moved out of its M49 sub-region):
 *
 * | M49 sub-region (code)                                    | region                 |
 * |----------------------------------------------------------|------------------------|
 * | Eastern Asia (030)                                       | east_asia              |
 * | South-eastern Asia (035)                                 | southeast_asia         |
 * | Southern Asia (034) — includes Iran and Afghanistan      | south_asia             |
 * | Central Asia (143) + Western Asia (145) — incl. Türkiye, | central_west_asia      |
 * |   Cyprus, Armenia, Azerbaijan, Georgia and Palestine     |                        |
 * | Eastern (151), Northern (154), Southern (039) and        | europe                 |
 * |   Western (155) Europe — Russia is in Eastern Europe     |                        |
 * | Northern Africa (015) + Sub-Saharan Africa (202: Eastern | africa                 |
 * |   014, Middle 017, Southern 018, Western 011 Africa)     |                        |
 * | Northern America (021): us, ca, bm, gl, pm               | north_america          |
 * | Caribbean (029), Central America (013) — includes        | latin_america_caribbean|
 * |   Mexico — and South America (005)                       |                        |
 * | Australia and New Zealand (053), Melanesia (054),        | oceania                |
 * |   Micronesia (057), Polynesia (061)                      |                        |
 *
 * Codes not in M49 but in use: tw (Taiwan; UN lists it under China, so Eastern
 * Asia) and xk (Kosovo, a user-assigned code; Southern Europe like its
 * neighbours). Antarctica (aq) has no M49 region and is left out.
 *
 * A site without any ISO code falls back to FALLBACK_REGION_ID: the only such
 * site in the catalogue is 148 "Old City of Jerusalem and its Walls (site
 * proposed by Jordan)", and Jerusalem lies in M49 Western Asia.
 */

export const WORLD_REGIONS = {
  east_asia: { id: 'east_asia', nameJa: '東アジア', nameEn: 'East Asia' },
  southeast_asia: { id: 'southeast_asia', nameJa: '東南アジア', nameEn: 'Southeast Asia' },
  south_asia: { id: 'south_asia', nameJa: '南アジア', nameEn: 'South Asia' },
  central_west_asia: {
    id: 'central_west_asia',
    nameJa: '中央・西アジア',
    nameEn: 'Central and West Asia',
  },
  europe: { id: 'europe', nameJa: 'ヨーロッパ', nameEn: 'Europe' },
  africa: { id: 'africa', nameJa: 'アフリカ', nameEn: 'Africa' },
  north_america: { id: 'north_america', nameJa: '北アメリカ', nameEn: 'North America' },
  latin_america_caribbean: {
    id: 'latin_america_caribbean',
    nameJa: 'ラテンアメリカ・カリブ',
    nameEn: 'Latin America and the Caribbean',
  },
  oceania: { id: 'oceania', nameJa: 'オセアニア', nameEn: 'Oceania' },
} as const;

export type WorldRegionId = keyof typeof WORLD_REGIONS;
export type WorldRegion = (typeof WORLD_REGIONS)[WorldRegionId];

/** The nine region ids in a fixed display order (roughly west-to-east from Japan's view). */
export const WORLD_REGION_IDS: readonly WorldRegionId[] = [
  'east_asia',
  'southeast_asia',
  'south_asia',
  'central_west_asia',
  'europe',
  'africa',
  'north_america',
  'latin_america_caribbean',
  'oceania',
];

/** Region of a site that has no ISO code (Jerusalem, id 148: M49 Western Asia). */
export const FALLBACK_REGION_ID: WorldRegionId = 'central_west_asia';

/**
 * ISO 3166-1 alpha-2 code (lower case) → world region, by UN M49 sub-region.
 * See the file comment for the source and the mapping of sub-regions.
 */
export const COUNTRY_REGION: Readonly<Record<string, WorldRegionId>> = {
  // M49 030 Eastern Asia → East Asia
  cn: 'east_asia',
  hk: 'east_asia',
  jp: 'east_asia',
  kp: 'east_asia',
  kr: 'east_asia',
  mn: 'east_asia',
  mo: 'east_asia',
  tw: 'east_asia', // not listed separately in M49 (part of China there)

  // M49 035 South-eastern Asia → Southeast Asia
  bn: 'southeast_asia',
  id: 'southeast_asia',
  kh: 'southeast_asia',
  la: 'southeast_asia',
  mm: 'southeast_asia',
  my: 'southeast_asia',
  ph: 'southeast_asia',
  sg: 'southeast_asia',
  th: 'southeast_asia',
  tl: 'southeast_asia',
  vn: 'southeast_asia',

  // M49 034 Southern Asia → South Asia
  af: 'south_asia',
  bd: 'south_asia',
  bt: 'south_asia',
  in: 'south_asia',
  ir: 'south_asia',
  lk: 'south_asia',
  mv: 'south_asia',
  np: 'south_asia',
  pk: 'south_asia',

  // M49 143 Central Asia → Central and West Asia
  kg: 'central_west_asia',
  kz: 'central_west_asia',
  tj: 'central_west_asia',
  tm: 'central_west_asia',
  uz: 'central_west_asia',
  // M49 145 Western Asia → Central and West Asia
  ae: 'central_west_asia',
  am: 'central_west_asia',
  az: 'central_west_asia',
  bh: 'central_west_asia',
  cy: 'central_west_asia',
  ge: 'central_west_asia',
  il: 'central_west_asia',
  iq: 'central_west_asia',
  jo: 'central_west_asia',
  kw: 'central_west_asia',
  lb: 'central_west_asia',
  om: 'central_west_asia',
  ps: 'central_west_asia',
  qa: 'central_west_asia',
  sa: 'central_west_asia',
  sy: 'central_west_asia',
  tr: 'central_west_asia',
  ye: 'central_west_asia',

  // M49 151 Eastern Europe → Europe (Russia included, as in M49)
  bg: 'europe',
  by: 'europe',
  cz: 'europe',
  hu: 'europe',
  md: 'europe',
  pl: 'europe',
  ro: 'europe',
  ru: 'europe',
  sk: 'europe',
  ua: 'europe',
  // M49 154 Northern Europe → Europe
  ax: 'europe',
  dk: 'europe',
  ee: 'europe',
  fi: 'europe',
  fo: 'europe',
  gb: 'europe',
  gg: 'europe',
  ie: 'europe',
  im: 'europe',
  is: 'europe',
  je: 'europe',
  lt: 'europe',
  lv: 'europe',
  no: 'europe',
  se: 'europe',
  sj: 'europe',
  // M49 039 Southern Europe → Europe
  ad: 'europe',
  al: 'europe',
  ba: 'europe',
  es: 'europe',
  gi: 'europe',
  gr: 'europe',
  hr: 'europe',
  it: 'europe',
  me: 'europe',
  mk: 'europe',
  mt: 'europe',
  pt: 'europe',
  rs: 'europe',
  si: 'europe',
  sm: 'europe',
  va: 'europe',
  xk: 'europe', // Kosovo: user-assigned code, not in M49; Southern Europe like its neighbours
  // M49 155 Western Europe → Europe
  at: 'europe',
  be: 'europe',
  ch: 'europe',
  de: 'europe',
  fr: 'europe',
  li: 'europe',
  lu: 'europe',
  mc: 'europe',
  nl: 'europe',

  // M49 015 Northern Africa → Africa
  dz: 'africa',
  eg: 'africa',
  eh: 'africa',
  ly: 'africa',
  ma: 'africa',
  sd: 'africa',
  tn: 'africa',
  // M49 014 Eastern Africa → Africa
  bi: 'africa',
  dj: 'africa',
  er: 'africa',
  et: 'africa',
  io: 'africa',
  ke: 'africa',
  km: 'africa',
  mg: 'africa',
  mu: 'africa',
  mw: 'africa',
  mz: 'africa',
  re: 'africa',
  rw: 'africa',
  sc: 'africa',
  so: 'africa',
  ss: 'africa',
  tf: 'africa',
  tz: 'africa',
  ug: 'africa',
  yt: 'africa',
  zm: 'africa',
  zw: 'africa',
  // M49 017 Middle Africa → Africa
  ao: 'africa',
  cd: 'africa',
  cf: 'africa',
  cg: 'africa',
  cm: 'africa',
  ga: 'africa',
  gq: 'africa',
  st: 'africa',
  td: 'africa',
  // M49 018 Southern Africa → Africa
  bw: 'africa',
  ls: 'africa',
  na: 'africa',
  sz: 'africa',
  za: 'africa',
  // M49 011 Western Africa → Africa
  bf: 'africa',
  bj: 'africa',
  ci: 'africa',
  cv: 'africa',
  gh: 'africa',
  gm: 'africa',
  gn: 'africa',
  gw: 'africa',
  lr: 'africa',
  ml: 'africa',
  mr: 'africa',
  ne: 'africa',
  ng: 'africa',
  sh: 'africa',
  sl: 'africa',
  sn: 'africa',
  tg: 'africa',

  // M49 021 Northern America → North America
  bm: 'north_america',
  ca: 'north_america',
  gl: 'north_america',
  pm: 'north_america',
  us: 'north_america',

  // M49 029 Caribbean → Latin America and the Caribbean
  ag: 'latin_america_caribbean',
  ai: 'latin_america_caribbean',
  aw: 'latin_america_caribbean',
  bb: 'latin_america_caribbean',
  bl: 'latin_america_caribbean',
  bq: 'latin_america_caribbean',
  bs: 'latin_america_caribbean',
  cu: 'latin_america_caribbean',
  cw: 'latin_america_caribbean',
  dm: 'latin_america_caribbean',
  do: 'latin_america_caribbean',
  gd: 'latin_america_caribbean',
  gp: 'latin_america_caribbean',
  ht: 'latin_america_caribbean',
  jm: 'latin_america_caribbean',
  kn: 'latin_america_caribbean',
  ky: 'latin_america_caribbean',
  lc: 'latin_america_caribbean',
  mf: 'latin_america_caribbean',
  mq: 'latin_america_caribbean',
  ms: 'latin_america_caribbean',
  pr: 'latin_america_caribbean',
  sx: 'latin_america_caribbean',
  tc: 'latin_america_caribbean',
  tt: 'latin_america_caribbean',
  vc: 'latin_america_caribbean',
  vg: 'latin_america_caribbean',
  vi: 'latin_america_caribbean',
  // M49 013 Central America (Mexico included) → Latin America and the Caribbean
  bz: 'latin_america_caribbean',
  cr: 'latin_america_caribbean',
  gt: 'latin_america_caribbean',
  hn: 'latin_america_caribbean',
  mx: 'latin_america_caribbean',
  ni: 'latin_america_caribbean',
  pa: 'latin_america_caribbean',
  sv: 'latin_america_caribbean',
  // M49 005 South America → Latin America and the Caribbean
  ar: 'latin_america_caribbean',
  bo: 'latin_america_caribbean',
  br: 'latin_america_caribbean',
  bv: 'latin_america_caribbean',
  cl: 'latin_america_caribbean',
  co: 'latin_america_caribbean',
  ec: 'latin_america_caribbean',
  fk: 'latin_america_caribbean',
  gf: 'latin_america_caribbean',
  gs: 'latin_america_caribbean',
  gy: 'latin_america_caribbean',
  pe: 'latin_america_caribbean',
  py: 'latin_america_caribbean',
  sr: 'latin_america_caribbean',
  uy: 'latin_america_caribbean',
  ve: 'latin_america_caribbean',

  // M49 053 Australia and New Zealand → Oceania
  au: 'oceania',
  cc: 'oceania',
  cx: 'oceania',
  hm: 'oceania',
  nf: 'oceania',
  nz: 'oceania',
  // M49 054 Melanesia → Oceania
  fj: 'oceania',
  nc: 'oceania',
  pg: 'oceania',
  sb: 'oceania',
  vu: 'oceania',
  // M49 057 Micronesia → Oceania
  fm: 'oceania',
  gu: 'oceania',
  ki: 'oceania',
  mh: 'oceania',
  mp: 'oceania',
  nr: 'oceania',
  pw: 'oceania',
  um: 'oceania',
  // M49 061 Polynesia → Oceania
  as: 'oceania',
  ck: 'oceania',
  nu: 'oceania',
  pf: 'oceania',
  pn: 'oceania',
  tk: 'oceania',
  to: 'oceania',
  tv: 'oceania',
  wf: 'oceania',
  ws: 'oceania',
};

export function isWorldRegionId(value: unknown): value is WorldRegionId {
  return typeof value === 'string' && Object.hasOwn(WORLD_REGIONS, value);
}

/**
 * Region of one country code (case-insensitive). No code, or a code missing
 * from COUNTRY_REGION, gives FALLBACK_REGION_ID.
 */
export function regionOfCountry(isoCode: string | null | undefined): WorldRegionId {
  if (typeof isoCode !== 'string' || isoCode === '') return FALLBACK_REGION_ID;
  const key = isoCode.toLowerCase();
  return Object.hasOwn(COUNTRY_REGION, key)
    ? (COUNTRY_REGION[key] ?? FALLBACK_REGION_ID)
    : FALLBACK_REGION_ID;
}

/**
 * Region of a site: the region of its first ISO code, so a transboundary site
 * belongs to its first country's region. A site with no code (Jerusalem, 148)
 * gets FALLBACK_REGION_ID (Central and West Asia).
 */
export function regionOfSite(site: {
  readonly iso_codes?: readonly (string | null)[] | null;
}): WorldRegionId {
  return regionOfCountry(site.iso_codes?.[0] ?? null);
}
