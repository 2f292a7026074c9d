import { describe, expect, it } from 'vitest';
import { achievementLevel } from '../../../src/shared/achievement-level';

describe('achievementLevel with the total site count known (by percent)', () => {
  it.each([
    [0, 'novice'],
    [4, 'novice'],
    [5, 'beginner'],
    [19, 'beginner'],
    [20, 'explorer'],
    [39, 'explorer'],
    [40, 'enthusiast'],
    [59, 'enthusiast'],
    [60, 'expert'],
    [79, 'expert'],
    [80, 'master'],
    [100, 'master'],
  ])('%i of 100 sites → %s', (visited, level) => {
    expect(achievementLevel(visited, 100)).toBe(level);
  });

  it('uses the real catalogue size: a share exactly on a boundary reaches the level', () => {
    expect(achievementLevel(7, 35)).toBe('explorer'); // exactly 20 %
    expect(achievementLevel(59, 1199)).toBe('novice'); // 4.92 %
    expect(achievementLevel(60, 1199)).toBe('beginner'); // 5.004 %
    expect(achievementLevel(959, 1199)).toBe('expert'); // 79.98 %
    expect(achievementLevel(960, 1199)).toBe('master'); // 80.07 %
  });

  it('goes by share, not by count, once the total is known', () => {
    expect(achievementLevel(1000, 10_000)).toBe('beginner');
    expect(achievementLevel(4, 10)).toBe('enthusiast');
  });
});

describe('achievementLevel with the total unknown (by count)', () => {
  it.each([
    [0, 'novice'],
    [4, 'novice'],
    [5, 'beginner'],
    [49, 'beginner'],
    [50, 'explorer'],
    [249, 'explorer'],
    [250, 'enthusiast'],
    [499, 'enthusiast'],
    [500, 'expert'],
    [999, 'expert'],
    [1000, 'master'],
  ])('%i sites → %s', (visited, level) => {
    expect(achievementLevel(visited)).toBe(level);
  });

  it('treats a total of 0 or null as unknown', () => {
    expect(achievementLevel(50, 0)).toBe('explorer');
    expect(achievementLevel(50, null)).toBe('explorer');
  });
});
