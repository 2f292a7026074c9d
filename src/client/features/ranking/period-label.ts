import { INTL_TAGS, type Locale } from '../../i18n/locale';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, withMonth: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withMonth}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      year: 'numeric',
      ...(withMonth ? { month: 'long' } : {}),
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The period a leaderboard counted, from its `period_key`: "2026" → 「2026年」, "2026-11" →
 * 「2026年11月」 (November 2026). Null for all time ("all") or a key it cannot read. A stored
 * copy shown offline may be of last month: the label says which month it is.
 */
export function periodKeyLabel(key: string, locale: Locale): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? null : Number(match[2]);
  if (month !== null && (month < 1 || month > 12)) return null;
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, 1));
  return formatOf(locale, month !== null).format(date);
}
