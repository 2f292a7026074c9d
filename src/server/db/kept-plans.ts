import { createHash } from 'node:crypto';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { withoutRepeatedParsers } from './pglite-text-parsers';

/**
 * Plans kept for the reads the app runs again and again (PERF.md P10). Most of what a read
 * of many subqueries (a profile, a page of posts) costs the database is parsing and planning
 * it again on every call. PostgreSQL keeps both only for a named prepared statement, so a
 * `select` run twice gets one: on PostgreSQL a name node-postgres prepares once per
 * connection; on PGlite, whose `query` always uses the unnamed statement, a `prepare` in
 * SQL run afterwards by `execute`. Writes are left as they are.
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
class RepeatedReads {
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
 * Names the pool's repeated reads, so node-postgres prepares each once per connection and
 * afterwards sends only its values. Drizzle's transactions take a connection of their own
 * (`pool.connect()`), whose statements stay as they are. The names come from the text, so
 * every connection and every app instance give one statement one name.
 */
export function keepPlansOfReads(pool: pg.Pool, capacity = KEPT_PLANS_CAPACITY): void {
  const reads = new RepeatedReads(capacity);
  const names = new Map<string, string>();
  const withName = (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const { text, name } = config as { text?: unknown; name?: unknown };
    if (name !== undefined || typeof text !== 'string') return config;
    let kept = names.get(text);
    if (!kept) {
      if (!reads.keepNow(text)) return config;
      kept = `kept_plan_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
      names.set(text, kept);
    }
    return { ...config, name: kept };
  };
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => unknown;
  pool.query = ((config: unknown, values?: unknown) =>
    query(withName(config), values)) as typeof pool.query;
}

/** Names are unique in the process, so two keepers of one database never collide. */
let nextStatementNumber = 0;

type KeptStatement = { name: string; serializers: ((value: unknown) => string)[] };

/**
 * The embedded database's client as Drizzle sees it (Drizzle calls only `query` and
 * `transaction`). A repeated read is prepared once in SQL, and from then on run by
 * `execute`, its values written as literals through the serializers PGlite's own `query`
 * uses. Everything inside a transaction goes to PGlite as it is, without parsers the client
 * already has (pglite-text-parsers.ts), like every other statement.
 */
export class PlanKeepingPglite {
  private readonly reads: RepeatedReads;
  private readonly kept = new Map<string, Promise<KeptStatement | undefined>>();
  private preparedCount = 0;

  constructor(
    private readonly client: PGlite,
    capacity = KEPT_PLANS_CAPACITY,
  ) {
    this.reads = new RepeatedReads(capacity);
  }

  /** How many statements are prepared (tests read it). */
  get keptCount(): number {
    return this.preparedCount;
  }

  async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const lean = withoutRepeatedParsers(this.client, options);
    const statement = await this.keptStatement(text);
    const literals = statement && literalsOf(params, statement);
    if (!statement || literals === undefined) return this.client.query<T>(text, params, lean);
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    // A statement with no parameters left runs by the simple protocol: one message and its
    // answer, where `query` parses, describes, binds, describes again and executes (P7).
    // Its one plan serves every caller (P10): left to choose, PostgreSQL plans again on every
    // call when the caller's values make its own estimate look cheaper (someone following
    // everyone), and here planning runs on the app's only thread. `set local` lasts for this
    // message alone, error or not, so reads planned per call keep their own planning.
    const results = await this.client.exec(
      `set local plan_cache_mode = force_generic_plan; execute ${statement.name}${args}`,
      lean,
    );
    return results[results.length - 1] as Results<T>;
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.client.transaction((tx) => {
      // Drizzle runs a transaction's statements through `query` alone.
      const lean: Transaction = Object.create(tx, {
        query: {
          value: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
            tx.query<R>(text, params, withoutRepeatedParsers(this.client, options)),
        },
      });
      return work(lean);
    });
  }

  private keptStatement(text: string): Promise<KeptStatement | undefined> | undefined {
    const known = this.kept.get(text);
    if (known || !this.reads.keepNow(text)) return known;
    const preparing = this.prepare(text);
    this.kept.set(text, preparing);
    return preparing;
  }

  private async prepare(text: string): Promise<KeptStatement | undefined> {
    const name = `kept_plan_${nextStatementNumber++}`;
    try {
      // The types PostgreSQL gives the parameters, from the text alone, as PGlite's own
      // query asks for them before binding values.
      const { queryParams } = await this.client.describeQuery(text);
      await this.client.query(`prepare ${name} as ${text}`);
      this.preparedCount += 1;
      return {
        name,
        serializers: queryParams.map(
          ({ serializer }) => (serializer as ((value: unknown) => string) | undefined) ?? String,
        ),
      };
    } catch {
      // Not preparable (a parameter of unknown type, say): it keeps running as it did,
      // and its own error, if any, comes from that plain run.
      return undefined;
    }
  }
}

/**
 * The parameters as SQL literals of `execute`, serialized as PGlite's `query` does (null
 * stays null; a value without a serializer of its type is written by `toString`). An
 * escape string (E'…') reads backslashes the same whatever standard_conforming_strings
 * says, so doubling backslashes and quotes is the whole of the escaping. Undefined when a
 * value holds a NUL, which no SQL text may carry: that call runs the plain way instead.
 */
function literalsOf(params: unknown[], statement: KeptStatement): string[] | undefined {
  if (params.length !== statement.serializers.length) return undefined;
  const literals: string[] = [];
  for (const [i, value] of params.entries()) {
    if (value === null || value === undefined) {
      literals.push('null');
      continue;
    }
    const serialize = statement.serializers[i] ?? String;
    const text = serialize(value);
    if (text.includes('\0')) return undefined;
    literals.push(`E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`);
  }
  return literals;
}
