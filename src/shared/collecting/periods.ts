/**
 * Ranking periods (docs/COUNTING.md C5): a visit counts in the calendar year and month of its
 * visited date, so a back-dated visit counts when it happened, not when it was logged. The
 * current year and month are those of the server's time zone (APP_TIME_ZONE).
 *
 * !!! PERSISTED KEYS: ranking_counters.period holds these strings.
 */
export const ALL_TIME_KEY = 'all';

export type RankingPeriodName = 'all_time' | 'yearly' | 'monthly';

/** Every period a visit on `visitedDate` (YYYY-MM-DD) counts in. */
export function periodKeysOfDate(visitedDate: string): [string, string, string] {
  return [ALL_TIME_KEY, `y${visitedDate.slice(0, 4)}`, `m${visitedDate.slice(0, 7)}`];
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat loads the zone's rules and
 * costs far more than formatting, and every ranking call asks for today's date (P7).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function dateInTimeZone(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The counter key of the period asked for, as of `now` in `timeZone`. */
export function currentPeriodKey(period: RankingPeriodName, now: Date, timeZone: string): string {
  if (period === 'all_time') return ALL_TIME_KEY;
  const [, year, month] = periodKeysOfDate(dateInTimeZone(now, timeZone));
  return period === 'yearly' ? year : month;
}

/** What the API shows of a key: "all", "2026" or "2026-11". */
export function periodLabel(key: string): string {
  return key === ALL_TIME_KEY ? key : key.slice(1);
}
