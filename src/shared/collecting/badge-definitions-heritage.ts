import type { BadgeDefinition } from './badge-definitions';
import { CRITERIA, type Criterion } from './badge-rules';

/**
 * The badges of the List's own history and terms: inscription eras (the first twelve of
 * 1978, each decade) and UNESCO's ten selection criteria. Part of BADGE_DEFINITIONS
 * (badge-definitions.ts), whose note on persisted ids applies here too.
 */
const DECADES = [1970, 1980, 1990, 2000, 2010, 2020] as const;

export const eraBadges: BadgeDefinition[] = [
  {
    id: 'era-1978-1',
    category: 'era',
    tier: 1,
    name: '最初の 12',
    name_en: 'The first twelve',
    description: '1978 年に最初に登録された 12 件のいずれかを訪れる',
    description_en: 'Visit one of the twelve sites first inscribed in 1978',
    rule: { kind: 'sites', filter: { inscribedFrom: 1978, inscribedTo: 1978 }, target: 1 },
  },
  {
    id: 'era-1978-all',
    category: 'era',
    tier: 4,
    name: '原点をすべて',
    name_en: 'Where it began',
    description: '1978 年に最初に登録された 12 件をすべて訪れる',
    description_en: 'Visit all twelve sites first inscribed in 1978',
    rule: { kind: 'sites', filter: { inscribedFrom: 1978, inscribedTo: 1978 }, target: 'all' },
  },
  ...DECADES.map(
    (decade): BadgeDefinition => ({
      id: `era-${decade}s`,
      category: 'era',
      tier: 2,
      name: `${decade} 年代の登録`,
      name_en: `Inscribed in the ${decade}s`,
      description: `${decade} 年代に登録された世界遺産を訪れる`,
      description_en: `Visit a site inscribed in the ${decade}s`,
      rule: {
        kind: 'sites',
        filter: { inscribedFrom: decade, inscribedTo: decade + 9 },
        target: 1,
      },
    }),
  ),
  {
    id: 'era-all-decades',
    category: 'era',
    tier: 3,
    name: '時代の旅人',
    name_en: 'Through the decades',
    description: '登録のあったすべての年代（1970 年代〜）の世界遺産を訪れる',
    description_en: 'Visit a site inscribed in every decade since the 1970s',
    rule: { kind: 'decades', target: 'all' },
  },
];

const CRITERION_THEMES: Record<Criterion, [ja: string, en: string]> = {
  i: ['人類の創造的才能', 'a masterpiece of human creative genius'],
  ii: ['価値観の交流', 'an interchange of human values'],
  iii: ['文化的伝統の証拠', 'testimony to a cultural tradition'],
  iv: ['建築や技術の見本', 'an outstanding type of building or landscape'],
  v: ['伝統的な集落や土地利用', 'traditional settlement or land use'],
  vi: ['出来事や信仰との結びつき', 'association with events, ideas or beliefs'],
  vii: ['類まれな自然美', 'superlative natural phenomena or beauty'],
  viii: ['地球の歴史', 'stages of the earth’s history'],
  ix: ['生態系の進化', 'ongoing ecological processes'],
  x: ['生物多様性', 'habitats for biological diversity'],
};

export const criterionBadges: BadgeDefinition[] = [
  ...CRITERIA.map(
    (criterion): BadgeDefinition => ({
      id: `criterion-${criterion}`,
      category: 'criterion',
      tier: 1,
      name: `基準 (${criterion})`,
      name_en: `Criterion (${criterion})`,
      description: `登録基準 (${criterion})「${CRITERION_THEMES[criterion][0]}」で登録された世界遺産を訪れる`,
      description_en: `Visit a site inscribed under criterion (${criterion}): ${CRITERION_THEMES[criterion][1]}`,
      rule: { kind: 'sites', filter: { criterion }, target: 1 },
    }),
  ),
  {
    id: 'criteria-all',
    category: 'criterion',
    tier: 2,
    name: '十の基準',
    name_en: 'All ten criteria',
    description: '登録基準 (i)〜(x) のすべてを、訪れた世界遺産で揃える',
    description_en: 'Cover all ten criteria (i)–(x) with the sites you visited',
    rule: { kind: 'criteria', target: 'all' },
  },
];
