/**
 * Achievement level from the number of sites visited (SPEC.md §4). When the size of the
 * catalogue is known the level follows the share of all sites visited; otherwise fixed
 * counts stand in for it. The screens name the levels (世界遺産マスター … ノービス).
 */
export const ACHIEVEMENT_LEVELS = [
  'master',
  'expert',
  'enthusiast',
  'explorer',
  'beginner',
  'novice',
] as const;
export type AchievementLevel = (typeof ACHIEVEMENT_LEVELS)[number];

type Threshold = readonly [minimum: number, level: AchievementLevel];

/** Percent of all sites visited, highest level first. */
const BY_PERCENT: readonly Threshold[] = [
  [80, 'master'],
  [60, 'expert'],
  [40, 'enthusiast'],
  [20, 'explorer'],
  [5, 'beginner'],
];

/** Sites visited, when the total is unknown. */
const BY_COUNT: readonly Threshold[] = [
  [1000, 'master'],
  [500, 'expert'],
  [250, 'enthusiast'],
  [50, 'explorer'],
  [5, 'beginner'],
];

/**
 * The level of someone who visited `visited` sites, out of `totalSites` when known
 * (undefined, null or 0 mean unknown: a percentage of nothing says nothing).
 */
export function achievementLevel(visited: number, totalSites?: number | null): AchievementLevel {
  const found =
    typeof totalSites === 'number' && totalSites > 0
      ? // visited / total ≥ p% compared in integers, so exactly 20% is never 19.999…%.
        BY_PERCENT.find(([percent]) => visited * 100 >= percent * totalSites)
      : BY_COUNT.find(([count]) => visited >= count);
  return found ? found[1] : 'novice';
}
