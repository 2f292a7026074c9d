import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { KEPT_PLANS_CAPACITY, keptReadMessage, quotedLiteral, RepeatedReads } from './kept-plans';
import { withoutRepeatedParsers } from './pglite-text-parsers';

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
    // One message, where `query` parses, describes, binds, describes again and executes
    // (P7); one plan for all callers matters most here, where planning takes the app's thread.
    const results = await this.client.exec(keptReadMessage(statement.name, literals), lean);
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
 * stays null; a value without a serializer of its type is written by `toString`). Undefined
 * when one cannot be written as a literal: that call runs the plain way instead.
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
    const literal = quotedLiteral(serialize(value));
    if (literal === undefined) return undefined;
    literals.push(literal);
  }
  return literals;
}
