import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/client/i18n/relative-time';

const NOW = Date.parse('2026-05-10T12:00:00Z');
const ago = (ms: number) => relativeTime(NOW - ms, NOW);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime (SPEC.md §9 steps)', () => {
  it('says just now under one minute, and for a clock slightly ahead', () => {
    expect(ago(0)).toEqual({ unit: 'now' });
    expect(ago(MIN - 1)).toEqual({ unit: 'now' });
    expect(ago(-5_000)).toEqual({ unit: 'now' });
  });

  it('counts whole minutes under an hour', () => {
    expect(ago(MIN)).toEqual({ unit: 'minutes', count: 1 });
    expect(ago(59 * MIN + 59_000)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('counts whole hours under a day', () => {
    expect(ago(HOUR)).toEqual({ unit: 'hours', count: 1 });
    expect(ago(3 * HOUR + 20 * MIN)).toEqual({ unit: 'hours', count: 3 });
    expect(ago(DAY - 1)).toEqual({ unit: 'hours', count: 23 });
  });

  it('says yesterday for the second day, then days under a week', () => {
    expect(ago(DAY)).toEqual({ unit: 'yesterday' });
    expect(ago(2 * DAY - 1)).toEqual({ unit: 'yesterday' });
    expect(ago(2 * DAY)).toEqual({ unit: 'days', count: 2 });
    expect(ago(7 * DAY - 1)).toEqual({ unit: 'days', count: 6 });
  });

  it('falls back to the full date from a week on', () => {
    expect(ago(7 * DAY)).toEqual({ unit: 'date' });
    expect(ago(400 * DAY)).toEqual({ unit: 'date' });
  });
});
