import { describe, expect, it } from 'vitest';
import { scoreCountChanges } from '../../../src/server/repositories/ranking-score-counts-repository';

const scores = (period: string, totalVisits: number, countriesVisited = 0, reviewsCount = 0) => ({
  period,
  totalVisits,
  countriesVisited,
  reviewsCount,
});

describe('scoreCountChanges', () => {
  it('moves a traveller from each old score to each new one, leaving unchanged scores alone', () => {
    expect(scoreCountChanges([scores('all', 3, 2, 1)], [scores('all', 4, 2, 0)])).toEqual([
      { period: 'all', rankingType: 'reviews_count', score: 1, change: -1 },
      { period: 'all', rankingType: 'total_visits', score: 3, change: -1 },
      { period: 'all', rankingType: 'total_visits', score: 4, change: 1 },
    ]);
  });

  it('counts no score of 0, and adds or removes every period of one shown or hidden', () => {
    expect(scoreCountChanges([], [scores('y2030', 1, 1), scores('all', 2)])).toEqual([
      { period: 'all', rankingType: 'total_visits', score: 2, change: 1 },
      { period: 'y2030', rankingType: 'countries_visited', score: 1, change: 1 },
      { period: 'y2030', rankingType: 'total_visits', score: 1, change: 1 },
    ]);
    expect(scoreCountChanges([scores('m2030-04', 1)], [])).toEqual([
      { period: 'm2030-04', rankingType: 'total_visits', score: 1, change: -1 },
    ]);
  });

  it('orders every change by period, type and score, so transactions lock count rows alike', () => {
    const rising = scoreCountChanges([scores('all', 3)], [scores('all', 4)]);
    const falling = scoreCountChanges([scores('all', 4)], [scores('all', 3)]);
    expect(rising.map((c) => c.score)).toEqual([3, 4]);
    expect(falling.map((c) => c.score)).toEqual([3, 4]);
  });
});
