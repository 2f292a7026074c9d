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

  it('writes every number as Intl does, whether or not it needs Intl to', () => {
    // Counts and sizes to one decimal skip Intl (format.ts says why); the rest go to it.
    const values = [
      ...Array.from({ length: 20_000 }, (_, i) => i),
      ...Array.from({ length: 5_000 }, (_, i) => i / 10),
      ...Array.from({ length: 2_000 }, (_, i) => Math.round(Math.random() * 10 ** (i % 16)) / 10),
      ...[999.9, 1000.1, 1234567.8, 2 ** 53 - 1, 1e15, 1e21, 0.25, 1.005, 2.675, 0.1 + 0.2],
      ...[-1, -1234.5, -0, Number.NaN, Number.POSITIVE_INFINITY, 1 / 3, 12345.678_9],
    ];
    for (const locale of ['ja', 'en'] as const) {
      const intl = new Intl.NumberFormat(locale === 'ja' ? 'ja-JP' : 'en-US');
      // One assertion over the differences: an expect per value made the test slow enough to
      // time out on a busy machine.
      const differences = values
        .filter((value) => formatNumber(value, locale) !== intl.format(value))
        .map((value) => `${value} (${locale}): ${formatNumber(value, locale)}`);
      expect(differences).toEqual([]);
    }
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
