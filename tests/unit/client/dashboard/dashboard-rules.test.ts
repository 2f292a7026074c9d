import { describe, expect, it } from 'vitest';
import { achievementsOf } from '../../../../src/client/features/dashboard/achievements';
import { levelStanding } from '../../../../src/client/features/dashboard/next-level';
import { achievementLevel } from '../../../../src/shared/achievement-level';

describe('the five dashboard achievements (SPEC.md §4)', () => {
  const earned = (input: Parameters<typeof achievementsOf>[0]) =>
    achievementsOf(input)
      .filter((a) => a.earned)
      .map((a) => a.id);

  it('none for a new traveller', () => {
    expect(earned({ visitedSites: 0, cultural: 0, natural: 0, totalSites: 1248 })).toEqual([]);
  });

  it('first step at 1, explorer at 5, collector at 10 sites', () => {
    expect(earned({ visitedSites: 1, cultural: 1, natural: 0, totalSites: 1248 })).toEqual([
      'firstStep',
    ]);
    expect(earned({ visitedSites: 5, cultural: 5, natural: 0, totalSites: 1248 })).toEqual([
      'firstStep',
      'explorer',
    ]);
    expect(earned({ visitedSites: 10, cultural: 10, natural: 0, totalSites: 1248 })).toEqual([
      'firstStep',
      'explorer',
      'collector',
    ]);
  });

  it('diversity needs a cultural and a natural site; mixed alone is neither', () => {
    expect(earned({ visitedSites: 2, cultural: 1, natural: 1, totalSites: 1248 })).toContain(
      'diversity',
    );
    expect(earned({ visitedSites: 3, cultural: 0, natural: 0, totalSites: 1248 })).not.toContain(
      'diversity',
    );
    const diversity = achievementsOf({
      visitedSites: 4,
      cultural: 4,
      natural: 0,
      totalSites: 9,
    })[3];
    expect(diversity).toEqual({ id: 'diversity', earned: false, current: 1, target: 2 });
  });

  it('halfway at half of all sites, an odd half rounded up, never with the total unknown', () => {
    const halfway = (visitedSites: number, totalSites: number) =>
      achievementsOf({ visitedSites, cultural: 0, natural: 0, totalSites })[4];
    expect(halfway(623, 1248)).toMatchObject({ earned: false, current: 623, target: 624 });
    expect(halfway(624, 1248)).toMatchObject({ earned: true, target: 624 });
    expect(halfway(624, 1249)?.earned).toBe(false);
    expect(halfway(625, 1249)?.earned).toBe(true);
    expect(halfway(5, 0)?.earned).toBe(false);
  });

  it('progress never passes the target', () => {
    for (const a of achievementsOf({ visitedSites: 40, cultural: 3, natural: 2, totalSites: 50 })) {
      expect(a.current).toBeLessThanOrEqual(a.target);
    }
  });
});

describe('the level and what the next one needs', () => {
  it('by share of all sites: 5 % of 1,248 is 63 sites (62.4 rounded up)', () => {
    expect(levelStanding(0, 1248)).toEqual({
      level: 'novice',
      next: { level: 'beginner', sitesNeeded: 63, atSites: 63 },
    });
    expect(levelStanding(62, 1248).level).toBe('novice');
    expect(levelStanding(63, 1248)).toEqual({
      level: 'beginner',
      next: { level: 'explorer', sitesNeeded: 187, atSites: 250 },
    });
  });

  it('agrees with the level function at every count', () => {
    for (const total of [1248, 1199, 7]) {
      for (let visited = 0; visited <= total; visited += 1) {
        const standing = levelStanding(visited, total);
        expect(standing.level).toBe(achievementLevel(visited, total));
        if (standing.next) {
          const { atSites, level } = standing.next;
          expect(achievementLevel(atSites, total)).toBe(level);
          expect(achievementLevel(atSites - 1, total)).not.toBe(level);
        }
      }
    }
  });

  it('master has no next level', () => {
    expect(levelStanding(1000, 1248)).toEqual({ level: 'master', next: null });
  });

  it('by fixed counts when the number of sites is unknown', () => {
    expect(levelStanding(4)).toEqual({
      level: 'novice',
      next: { level: 'beginner', sitesNeeded: 1, atSites: 5 },
    });
    expect(levelStanding(1000, null)).toEqual({ level: 'master', next: null });
  });
});
