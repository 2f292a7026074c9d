import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database's client as Drizzle sees it, keeping the plans of the reads it runs
 * again and again (PERF.md P10). PGlite runs every statement on the app's own thread, and a
 * read of many subqueries (a profile, a page of posts) spends most of its time being parsed
 * and planned again. PostgreSQL keeps a plan only for a named prepared statement, and
 * PGlite's `query` always uses the unnamed one; so a read seen twice is prepared once in SQL
 * (`prepare … as <its text>`) and from then on run by `execute`, its values written as
 * literals through the same serializers PGlite's own `query` uses.
 *
 * Only plain reads outside transactions are kept: a statement that starts with `select`.
 * Writes and everything inside a transaction go straight to PGlite, untouched.
 */

/** At most this many statements are kept; the app's read shapes are far fewer. */
export const KEPT_PLANS_CAPACITY = 300;

/** Names are unique in the process, so two keepers of one database never collide. */
let nextStatementNumber = 0;

type KeptStatement = { name: string; serializers: ((value: unknown) => string)[] };

export class PlanKeepingPglite {
  /** Texts seen once, and how they fared: a statement is kept on its second sighting. */
  private readonly seen = new Set<string>();
  private readonly kept = new Map<string, Promise<KeptStatement | undefined>>();
  private preparedCount = 0;

  constructor(
    private readonly client: PGlite,
    private readonly capacity = KEPT_PLANS_CAPACITY,
  ) {}

  /** How many statements are prepared (tests read it). */
  get keptCount(): number {
    return this.preparedCount;
  }

  async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const statement = await this.keptStatement(text);
    const literals = statement && literalsOf(params, statement);
    if (!statement || literals === undefined) return this.client.query<T>(text, params, options);
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    return this.client.query<T>(`execute ${statement.name}${args}`, [], options);
  }

  transaction<T>(work: Parameters<PGlite['transaction']>[0]): Promise<T> {
    return this.client.transaction(work) as Promise<T>;
  }

  private keptStatement(text: string): Promise<KeptStatement | undefined> | undefined {
    const known = this.kept.get(text);
    if (known) return known;
    if (!/^\s*select\s/i.test(text) || this.kept.size >= this.capacity) return undefined;
    if (!this.seen.has(text)) {
      // One-off statements are never prepared; the set is bounded like the plans.
      if (this.seen.size >= this.capacity * 4) this.seen.clear();
      this.seen.add(text);
      return undefined;
    }
    this.seen.delete(text);
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
