import { describe, expect, it } from 'vitest';
import {
  countCollection,
  countsByPeriod,
  visitPercentage,
} from '../../../../src/shared/collecting/collection';
import { currentPeriodKey, periodKeysOfDate } from '../../../../src/shared/collecting/periods';
import { catalogue, records, visitOn } from './catalogue-fixture';

const spanning = records.find((r) => r.iso_codes.length >= 3);
const japanese = records.filter((r) => r.iso_codes.join() === 'jp');

describe('counting a collection (docs/COUNTING.md)', () => {
  it('counts a transboundary site for the country whose part was visited only', () => {
    if (!spanning) throw new Error('no site of three states');
    const second = spanning.iso_codes[1]?.toLowerCase() ?? '';
    const named = countCollection(
      [visitOn(spanning.id_no, '2020-01-01', { countryCode: second })],
      catalogue,
    );
    expect(named.countriesVisited).toBe(1);
    const withJapan = countCollection(
      [
        visitOn(spanning.id_no, '2020-01-01', { countryCode: second }),
        visitOn(japanese[0]?.id_no ?? 0, '2020-01-02'),
        visitOn(japanese[1]?.id_no ?? 0, '2020-01-03'),
      ],
      catalogue,
    );
    expect(withJapan).toMatchObject({ visitedSites: 3, countriesVisited: 2 });
    // A country the site does not lie in is never counted: the first listed state stands in.
    const stray = countCollection(
      [visitOn(spanning.id_no, '2020-01-01', { countryCode: 'zz' })],
      catalogue,
    );
    expect(stray.countriesVisited).toBe(1);
  });

  it('leaves out sites no longer on the List, and counts reviews and types', () => {
    const [a, b] = japanese;
    const visits = [
      visitOn(a?.id_no ?? 0, '2020-01-01', { hasComment: true }),
      visitOn(b?.id_no ?? 0, '2020-01-02'),
      visitOn(999_999, '2020-01-03', { hasComment: true }),
    ];
    const counts = countCollection(visits, catalogue);
    expect(counts.visitedSites).toBe(2);
    expect(counts.reviewsCount).toBe(1);
    expect(counts.byType.cultural + counts.byType.natural + counts.byType.mixed).toBe(2);
    expect(visitPercentage(2, catalogue.size)).toBe(Math.round((2 / catalogue.size) * 1000) / 10);
    expect(visitPercentage(5, 0)).toBe(0);
  });

  it('counts each visit in its own year and month, by the visited date', () => {
    const [a, b, c] = japanese;
    const byPeriod = countsByPeriod(
      [
        visitOn(a?.id_no ?? 0, '2029-12-31'),
        visitOn(b?.id_no ?? 0, '2030-01-01'),
        visitOn(c?.id_no ?? 0, '2030-01-20', { hasComment: true }),
      ],
      catalogue,
    );
    expect([...byPeriod.keys()].sort()).toEqual(['all', 'm2029-12', 'm2030-01', 'y2029', 'y2030']);
    expect(byPeriod.get('all')?.visitedSites).toBe(3);
    expect(byPeriod.get('y2030')).toMatchObject({
      visitedSites: 2,
      reviewsCount: 1,
      countriesVisited: 1,
    });
    expect(byPeriod.get('m2029-12')?.visitedSites).toBe(1);
    expect(periodKeysOfDate('2030-01-20')).toEqual(['all', 'y2030', 'm2030-01']);
  });

  it('takes this year and month from the time zone: 31 December 16:00 UTC is January in Tokyo', () => {
    const now = new Date('2030-12-31T16:00:00Z');
    expect(currentPeriodKey('yearly', now, 'Asia/Tokyo')).toBe('y2031');
    expect(currentPeriodKey('monthly', now, 'Asia/Tokyo')).toBe('m2031-01');
    expect(currentPeriodKey('yearly', now, 'UTC')).toBe('y2030');
    expect(currentPeriodKey('all_time', now, 'Asia/Tokyo')).toBe('all');
  });
});
