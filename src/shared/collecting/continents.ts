/**
 * The continent of every state with a World Heritage site, for the continents badges
 * (docs/COUNTING.md C10). Data, not judgement: generated from the npm package countries-list
 * 3.4.1 (MIT, https://github.com/annexare/Countries), its `continent` field, for the states
 * of data/catalogue/whc-states.json. So Russia, Türkiye and the Caucasus count as Asia,
 * Cyprus as Europe. Antarctica has no site.
 */
export const CONTINENTS = [
  'africa',
  'asia',
  'europe',
  'north-america',
  'south-america',
  'oceania',
] as const;
export type Continent = (typeof CONTINENTS)[number];

/** ISO alpha-2 codes (lower case) by continent, space-separated. */
const STATES_BY_CONTINENT: Record<Continent, string> = {
  africa:
    'ao bf bj bw cd cf cg ci cm cv dz eg er et ga gh gm gn gw ke ls ly ma mg ml mr mu mw mz na ne ng rw sc sd sl sn td tg tn tz ug za zm zw',
  asia: 'ae af am az bd bh cn ge id il in iq ir jo jp kg kh kp kr kz la lb lk mm mn my np om ph pk ps qa ru sa sg sy th tj tm tr uz vn ye',
  europe:
    'ad al at ba be bg by ch cy cz de dk ee es fi fr gb gr hr hu ie is it lt lu lv md me mk mt nl no pl pt ro rs se si sk sm ua va',
  'north-america': 'ag bb bz ca cr cu dm do gt hn ht jm kn lc mx ni pa sv us',
  'south-america': 'ar bo br cl co ec pe py sr uy ve',
  oceania: 'au fj fm ki mh nz pg pw sb vu',
};

const CONTINENT_OF_STATE = new Map<string, Continent>();
for (const continent of CONTINENTS) {
  for (const code of STATES_BY_CONTINENT[continent].split(' '))
    CONTINENT_OF_STATE.set(code, continent);
}

/** The continent of a state (ISO alpha-2, lower case), or undefined for a code not listed. */
export function continentOfState(code: string): Continent | undefined {
  return CONTINENT_OF_STATE.get(code);
}
