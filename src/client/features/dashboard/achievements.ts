/**
 * The dashboard's five achievements (SPEC.md §4): first step at 1 site, explorer at 5,
 * collector at 10, diversity (at least one cultural and one natural site) and halfway at
 * half of all sites. Pure: the numbers come from the dashboard's statistics.
 */
export const ACHIEVEMENT_IDS = [
  'firstStep',
  'explorer',
  'collector',
  'diversity',
  'halfway',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export interface Achievement {
  id: AchievementId;
  earned: boolean;
  /** How far along, out of `target` (diversity: how many of the two types). */
  current: number;
  target: number;
}

export interface AchievementInput {
  visitedSites: number;
  cultural: number;
  natural: number;
  /** Sites on the List; 0 when unknown (halfway then cannot be earned). */
  totalSites: number;
}

export function achievementsOf(input: AchievementInput): Achievement[] {
  const { visitedSites, cultural, natural, totalSites } = input;
  const bySites = (id: AchievementId, target: number): Achievement => ({
    id,
    earned: visitedSites >= target,
    current: Math.min(visitedSites, target),
    target,
  });
  const kinds = (cultural > 0 ? 1 : 0) + (natural > 0 ? 1 : 0);
  // Half of an odd total rounds up: 1,248 sites need 624, 1,249 need 625.
  const half = Math.max(1, Math.ceil(totalSites / 2));
  return [
    bySites('firstStep', 1),
    bySites('explorer', 5),
    bySites('collector', 10),
    { id: 'diversity', earned: kinds === 2, current: kinds, target: 2 },
    {
      id: 'halfway',
      earned: totalSites > 0 && visitedSites * 2 >= totalSites,
      current: Math.min(visitedSites, half),
      target: half,
    },
  ];
}
