import { type SQL, sql } from 'drizzle-orm';

/**
 * Plans kept for the reads the app runs again and again (PERF.md P10). Most of what a read
 * of many subqueries (a profile, a page of posts) costs the database is parsing and planning
 * it again on every call. PostgreSQL keeps both only for a prepared statement, so a `select`
 * run twice is prepared in SQL, once per connection, and from then on run by `execute` with
 * its values written as literals: `kept-plans-postgres.ts` for a pool of PostgreSQL
 * connections, `kept-plans-pglite.ts` for the embedded database. Writes are left as they are.
 */

/** At most this many statements are kept; the app's read shapes are far fewer. */
export const KEPT_PLANS_CAPACITY = 300;

/**
 * Starts a read whose best plan depends on its values, so that it is planned with them on
 * every call and never kept: a search pattern too short for the trigram index, where a
 * common one is best read another way than a rare one, and a plan made for any such
 * pattern reads far too much.
 */
export const PLANNED_PER_CALL = sql.raw('/* planned per call */ ');

/**
 * A row count (LIMIT, OFFSET) written into the statement's text instead of bound. A kept
 * plan is made for any values, and under an unknown LIMIT the planner costs a page as a
 * tenth of the table and plans for that. Counts are checked integers, never outside text,
 * and few (the API bounds page sizes).
 */
export function rowCountLiteral(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`row count ${count}`);
  return sql.raw(String(count));
}

/** Which texts to keep: reads, from their second run on, up to the capacity. */
export class RepeatedReads {
  private readonly seenOnce = new Set<string>();
  private kept = 0;

  constructor(private readonly capacity: number) {}

  /**
   * Whether `text`, not kept yet, is kept from this run on. Only a text that starts with
   * `select` is a read to keep, so one that starts with PLANNED_PER_CALL never is.
   */
  keepNow(text: string): boolean {
    if (!/^\s*select\s/i.test(text) || this.kept >= this.capacity) return false;
    if (!this.seenOnce.has(text)) {
      // One-off statements are never kept; the set is bounded like the plans.
      if (this.seenOnce.size >= this.capacity * 4) this.seenOnce.clear();
      this.seenOnce.add(text);
      return false;
    }
    this.seenOnce.delete(text);
    this.kept += 1;
    return true;
  }
}

/**
 * The message that runs a kept read, one plan for every caller (P10). Left to choose
 * (plan_cache_mode auto), PostgreSQL plans again on every call when the caller's values make
 * its own estimate look cheaper (someone following everyone), which costs more than the
 * shared plan saves. `set local` lasts for this message alone, error or not, so reads
 * planned per call, and every write, keep their own planning. Sent by the simple protocol:
 * one message and its answer.
 */
export function keptReadMessage(name: string, literals: string[]): string {
  const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
  return `set local plan_cache_mode = force_generic_plan; execute ${name}${args}`;
}

/**
 * A value's text as an SQL literal of `execute`. An escape string (E'…') reads backslashes
 * the same whatever standard_conforming_strings says, so doubling backslashes and quotes is
 * the whole of the escaping. Undefined when the text holds a NUL, which no SQL text may
 * carry: that call runs the plain way instead.
 */
export function quotedLiteral(text: string): string | undefined {
  if (text.includes('\0')) return undefined;
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
