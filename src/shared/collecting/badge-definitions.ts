import type { UnescoRegion } from '../unesco-regions';
import type { BadgeCategory } from './badge-categories';
import { criterionBadges, eraBadges } from './badge-definitions-heritage';
import type { BadgeRule } from './badge-rules';

/**
 * Every badge there is: data, evaluated by badgeEvaluator (badge-rules.ts) on the server
 * and on the device alike. No badge is defined anywhere else.
 *
 * !!! PERSISTED IDS: user_badges.badge_id and the device's copies name badges by `id`.
 * Never change or reuse an id; retire a badge by removing it (holders lose it), add new
 * ones with new ids. Changing any rule here needs COLLECTING_RULES_VERSION raised, so every
 * server re-evaluates its travellers at start.
 */
export type BadgeDefinition = {
  id: string;
  category: BadgeCategory;
  /** 1 for a category's first step, upwards: the icon's colour and number. */
  tier: number;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  rule: BadgeRule;
};

/** Raised whenever a definition's rule, or the counting rules, change (see above). */
export const COLLECTING_RULES_VERSION = 1;

type Text = { name: string; name_en: string; description: string; description_en: string };

function tiers(
  category: BadgeCategory,
  prefix: string,
  targets: readonly number[],
  rule: (target: number) => BadgeRule,
  text: (target: number, tier: number) => Text,
): BadgeDefinition[] {
  return targets.map((target, index) => ({
    id: `${prefix}-${target}`,
    category,
    tier: index + 1,
    ...text(target, index + 1),
    rule: rule(target),
  }));
}

const visits = tiers(
  'visits',
  'visits',
  [1, 5, 10, 25, 50, 100, 250, 500, 1000],
  (target) => ({ kind: 'sites', target }),
  (n) =>
    n === 1
      ? {
          name: 'はじめの一歩',
          name_en: 'First step',
          description: '世界遺産をはじめて訪れる',
          description_en: 'Visit your first World Heritage site',
        }
      : {
          name: `${n} サイト制覇`,
          name_en: `${n} sites`,
          description: `世界遺産を ${n} か所訪れる`,
          description_en: `Visit ${n} World Heritage sites`,
        },
);

const countries = tiers(
  'countries',
  'countries',
  [5, 10, 25, 50, 75, 100],
  (target) => ({ kind: 'countries', target }),
  (n) => ({
    name: `${n} か国の旅人`,
    name_en: `${n}-country traveller`,
    description: `${n} か国で世界遺産を訪れる`,
    description_en: `Visit World Heritage sites in ${n} countries`,
  }),
);

const REGIONS: readonly [id: string, region: UnescoRegion, ja: string, en: string][] = [
  ['africa', 'Africa', 'アフリカ', 'Africa'],
  ['arab-states', 'Arab States', 'アラブ諸国', 'the Arab States'],
  ['asia-pacific', 'Asia and the Pacific', 'アジア・太平洋', 'Asia and the Pacific'],
  [
    'europe-north-america',
    'Europe and North America',
    'ヨーロッパ・北アメリカ',
    'Europe and North America',
  ],
  [
    'latin-america',
    'Latin America and the Caribbean',
    'ラテンアメリカ・カリブ海',
    'Latin America and the Caribbean',
  ],
];

const regions = REGIONS.flatMap(([id, region, ja, en]) =>
  tiers(
    'region',
    `region-${id}`,
    [1, 10, 25, 50],
    (target) => ({ kind: 'sites', filter: { region }, target }),
    (n) =>
      n === 1
        ? {
            name: `${ja}への扉`,
            name_en: `Gateway to ${en}`,
            description: `${ja}地域の世界遺産をはじめて訪れる`,
            description_en: `Visit your first site in ${en}`,
          }
        : {
            name: `${ja} ${n} サイト`,
            name_en: `${n} sites in ${en}`,
            description: `${ja}地域の世界遺産を ${n} か所訪れる`,
            description_en: `Visit ${n} sites in ${en}`,
          },
  ),
);

const TYPES = [
  ['cultural', '文化遺産', 'cultural', [1, 10, 50, 100]],
  ['natural', '自然遺産', 'natural', [1, 10, 25, 50]],
  ['mixed', '複合遺産', 'mixed', [1, 5, 10]],
] as const;

const heritageTypes = TYPES.flatMap(([category, ja, en, targets]) =>
  tiers(
    'heritage-type',
    category,
    targets,
    (target) => ({ kind: 'sites', filter: { category }, target }),
    (n) => ({
      name: n === 1 ? `はじめての${ja}` : `${ja} ${n} サイト`,
      name_en: n === 1 ? `First ${en} site` : `${n} ${en} sites`,
      description: `${ja}を ${n} か所訪れる`,
      description_en: n === 1 ? `Visit a ${en} site` : `Visit ${n} ${en} sites`,
    }),
  ),
);

const japan: BadgeDefinition[] = [
  {
    id: 'japan-1',
    category: 'japan',
    tier: 1,
    name: 'ニッポンの世界遺産',
    name_en: 'Japan’s heritage',
    description: '日本の世界遺産をはじめて訪れる',
    description_en: 'Visit your first World Heritage site in Japan',
    rule: { kind: 'sites', filter: { state: 'jp' }, target: 1 },
  },
  {
    id: 'japan-10',
    category: 'japan',
    tier: 2,
    name: '日本の遺産 10 サイト',
    name_en: '10 sites in Japan',
    description: '日本の世界遺産を 10 か所訪れる',
    description_en: 'Visit 10 World Heritage sites in Japan',
    rule: { kind: 'sites', filter: { state: 'jp' }, target: 10 },
  },
  {
    id: 'japan-all',
    category: 'japan',
    tier: 3,
    name: '日本全制覇',
    name_en: 'All of Japan',
    description: '日本の世界遺産をすべて訪れる',
    description_en: 'Visit every World Heritage site in Japan',
    rule: { kind: 'sites', filter: { state: 'jp' }, target: 'all' },
  },
];

const danger = tiers(
  'danger',
  'danger',
  [1, 5, 10],
  (target) => ({ kind: 'sites', filter: { danger: true }, target }),
  (n) => ({
    name: n === 1 ? '危機を見届ける' : `危機遺産 ${n} サイト`,
    name_en: n === 1 ? 'Witness' : `${n} sites in danger`,
    description: `危機遺産リストに載っている世界遺産を ${n} か所訪れる`,
    description_en: `Visit ${n === 1 ? 'a site' : `${n} sites`} on the List of World Heritage in Danger`,
  }),
);

const transboundary = tiers(
  'transboundary',
  'transboundary',
  [1, 5, 10],
  (target) => ({ kind: 'sites', filter: { transboundary: true }, target }),
  (n) => ({
    name: n === 1 ? '国境を越えて' : `越境遺産 ${n} サイト`,
    name_en: n === 1 ? 'Across borders' : `${n} transboundary sites`,
    description: `複数の国にまたがる世界遺産を ${n} か所訪れる`,
    description_en: `Visit ${n === 1 ? 'a site' : `${n} sites`} spanning several countries`,
  }),
);

const continents = tiers(
  'continents',
  'continents',
  [2, 4, 6],
  (target) => ({ kind: 'continents', target }),
  (n) => ({
    name: n === 6 ? '六大陸制覇' : `${n} 大陸の旅人`,
    name_en: n === 6 ? 'Every continent' : `${n} continents`,
    description:
      n === 6
        ? '世界遺産のある 6 つの大陸すべてで世界遺産を訪れる'
        : `${n} つの大陸で世界遺産を訪れる`,
    description_en:
      n === 6
        ? 'Visit a site on all six continents that have World Heritage'
        : `Visit sites on ${n} continents`,
  }),
);

const streaks = tiers(
  'streak',
  'streak-months',
  [3, 6, 12],
  (target) => ({ kind: 'streak-months', target }),
  (n) => ({
    name: `${n} か月連続`,
    name_en: `${n}-month streak`,
    description: `${n} か月続けて、毎月どこかの世界遺産を訪れる`,
    description_en: `Visit a site in each of ${n} consecutive months`,
  }),
);

const reviews = tiers(
  'reviews',
  'reviews',
  [1, 10, 50, 100],
  (target) => ({ kind: 'reviews', target }),
  (n) => ({
    name: n === 1 ? 'はじめての感想' : `感想 ${n} 件`,
    name_en: n === 1 ? 'First review' : `${n} reviews`,
    description: `コメント付きの訪問を ${n} 件記録する`,
    description_en: `Record ${n === 1 ? 'a visit' : `${n} visits`} with a comment`,
  }),
);

const photos = tiers(
  'photos',
  'photos',
  [1, 10, 50, 100],
  (target) => ({ kind: 'photos', target }),
  (n) => ({
    name: n === 1 ? 'はじめての一枚' : `写真 ${n} 枚`,
    name_en: n === 1 ? 'First photo' : `${n} photos`,
    description: `写真付きの訪問を ${n} 件記録する`,
    description_en: `Record ${n === 1 ? 'a visit' : `${n} visits`} with a photo`,
  }),
);

const social: BadgeDefinition[] = [
  ...tiers(
    'social',
    'followers',
    [1, 10, 100],
    (target) => ({ kind: 'followers', target }),
    (n) => ({
      name: n === 1 ? 'はじめてのフォロワー' : `フォロワー ${n} 人`,
      name_en: n === 1 ? 'First follower' : `${n} followers`,
      description: `${n} 人にフォローされる`,
      description_en: n === 1 ? 'Be followed by someone' : `Be followed by ${n} travellers`,
    }),
  ),
  ...tiers(
    'social',
    'likes-received',
    [10, 100, 1000],
    (target) => ({ kind: 'likes-received', target }),
    (n) => ({
      name: `いいね ${n}`,
      name_en: `${n} likes`,
      description: `投稿に合計 ${n} 件のいいねをもらう`,
      description_en: `Receive ${n} likes on your posts`,
    }),
  ),
  ...tiers(
    'social',
    'comments-written',
    [1, 10, 100],
    (target) => ({ kind: 'comments-written', target }),
    (n) => ({
      name: n === 1 ? 'はじめてのコメント' : `コメント ${n} 件`,
      name_en: n === 1 ? 'First comment' : `${n} comments`,
      description: `投稿や世界遺産に ${n} 件コメントする`,
      description_en: `Write ${n === 1 ? 'a comment' : `${n} comments`} on posts or sites`,
    }),
  ),
];

/** Every badge, in the order the collection shows them. */
export const BADGE_DEFINITIONS: readonly BadgeDefinition[] = [
  ...visits,
  ...countries,
  ...regions,
  ...heritageTypes,
  ...japan,
  ...danger,
  ...transboundary,
  ...eraBadges,
  ...criterionBadges,
  ...continents,
  ...streaks,
  ...reviews,
  ...photos,
  ...social,
];

/** Social badges depend on others' actions, not on visits: they are dated the day earned. */
export function isSocialBadge(definition: BadgeDefinition): boolean {
  return definition.category === 'social';
}
