import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../../src/client/i18n/format';

describe('formatNumber', () => {
  it('groups thousands the way each locale writes them', () => {
    expect(formatNumber(1248, 'ja')).toBe('1,248');
    expect(formatNumber(1248, 'en')).toBe('1,248');
  });

  it('leaves small numbers and zero alone', () => {
    expect(formatNumber(0, 'ja')).toBe('0');
    expect(formatNumber(7, 'en')).toBe('7');
  });
});

describe('formatDate', () => {
  it('writes the Japanese long form', () => {
    expect(formatDate('2026-11-21', 'ja')).toBe('2026年11月21日');
  });

  it('writes the English long form', () => {
    expect(formatDate('2026-11-21', 'en')).toBe('November 21, 2026');
  });

  it('keeps the calendar day of a date-only value in every time zone', () => {
    // Read as an instant, 2026-01-01 would be 31 December west of Greenwich.
    expect(formatDate('2026-01-01', 'ja')).toBe('2026年1月1日');
  });

  it('formats instants (Date, timestamp, ISO date-time) in the local time zone', () => {
    const localNoon = new Date(2025, 6, 15, 12);
    expect(formatDate(localNoon, 'ja')).toBe('2025年7月15日');
    expect(formatDate(localNoon.getTime(), 'en')).toBe('July 15, 2025');
    expect(formatDate(localNoon.toISOString(), 'ja')).toBe('2025年7月15日');
  });

  it('returns an empty string for an unreadable date instead of "Invalid Date"', () => {
    expect(formatDate('not a date', 'ja')).toBe('');
  });
});
