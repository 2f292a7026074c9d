import { type AchievementLevel, achievementLevel } from '../../../shared/achievement-level';

/** The levels from the lowest up, with what each needs (SPEC.md §4). */
const BY_PERCENT: readonly [number, AchievementLevel][] = [
  [5, 'beginner'],
  [20, 'explorer'],
  [40, 'enthusiast'],
  [60, 'expert'],
  [80, 'master'],
];
const BY_COUNT: readonly [number, AchievementLevel][] = [
  [5, 'beginner'],
  [50, 'explorer'],
  [250, 'enthusiast'],
  [500, 'expert'],
  [1000, 'master'],
];

export interface LevelStanding {
  level: AchievementLevel;
  /** The next level and how many more sites reach it; null at the top. */
  next: { level: AchievementLevel; sitesNeeded: number; atSites: number } | null;
}

/**
 * The user's level and what the next one needs, by the same rule as the level itself
 * (src/shared/achievement-level.ts): a share of all sites when their number is known, fixed
 * counts otherwise. `atSites` is the smallest number of sites at which the next level holds.
 */
export function levelStanding(visited: number, totalSites?: number | null): LevelStanding {
  const level = achievementLevel(visited, totalSites);
  const known = typeof totalSites === 'number' && totalSites > 0;
  const steps = known
    ? BY_PERCENT.map(([percent, next]) => [Math.ceil((percent * totalSites) / 100), next] as const)
    : BY_COUNT;
  const ahead = steps.find(([atSites]) => atSites > visited);
  if (!ahead) return { level, next: null };
  const [atSites, nextLevel] = ahead;
  return { level, next: { level: nextLevel, sitesNeeded: atSites - visited, atSites } };
}
