import { INTL_TAGS, type Locale } from './locale';

// Intl formatters are costly to build; one per locale is enough.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The numbers the app shows most (counts, and sizes to one decimal) written without Intl:
 * both locales group digits by three with "," and use "." for the decimal point. Building
 * the first Intl.NumberFormat loads the browser's number data for the locale, which costs
 * several frames on a phone even after the collator has loaded the locale's other data, and
 * the map's first render shows counts (docs/PERF.md P2); this costs next to nothing. Answers
 * null for anything else (negative, more decimals, huge), which Intl formats; a unit test
 * checks the two agree for both locales.
 */
function formatPlainNumber(value: number): string | null {
  if (!(value >= 0 && value < 1e15 && Number.isInteger(value * 10)) || Object.is(value, -0)) {
    return null;
  }
  const [whole = '', fraction] = String(value).split('.');
  if (fraction !== undefined && fraction.length > 1) return null;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** 1248 → "1,248" (grouping as the locale writes it). */
export function formatNumber(value: number, locale: Locale): string {
  const plain = formatPlainNumber(value);
  if (plain !== null) return plain;
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

// A visit date like "2026-11-21" names a calendar day, not an instant. `new Date()` reads it
// as UTC midnight, which is the previous day west of Greenwich, so such dates are formatted
// in UTC to keep the day the user picked.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Long date: ja → "2026年11月21日", en → "November 21, 2026".
 * Accepts a Date, epoch milliseconds or an ISO string; returns "" for an unreadable date
 * rather than printing "Invalid Date" to the user.
 */
export function formatDate(value: Date | string | number, locale: Locale): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = dateOnly ? 'UTC' : undefined;
  const cacheKey = `${locale}|${timeZone ?? 'local'}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'long', timeZone });
    dateFormats.set(cacheKey, format);
  }
  return format.format(date);
}
