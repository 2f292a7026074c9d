import { createHash } from 'node:crypto';
import type pg from 'pg';
import { KEPT_PLANS_CAPACITY, keptReadMessage, quotedLiteral, RepeatedReads } from './kept-plans';

/** What Drizzle hands node-postgres: a config object, its values beside it or inside. */
type QueryConfig = {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  rowMode?: 'array';
  types?: pg.CustomTypesConfig;
};

/**
 * A value's text as PostgreSQL reads it, written as node-postgres writes a bound value (null,
 * `toString`, arrays as array literals). Undefined for kinds the app's reads do not bind
 * (dates, buffers, objects, nested arrays): such a call runs the plain way, which writes
 * them itself.
 */
function textOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
  }
  if (!Array.isArray(value)) return undefined;
  const elements: string[] = [];
  for (const element of value) {
    if (Array.isArray(element)) return undefined;
    const text = textOf(element);
    if (text === undefined) return undefined;
    elements.push(
      text === null ? 'NULL' : `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    );
  }
  return `{${elements.join(',')}}`;
}

function literalsOf(values: unknown[]): string[] | undefined {
  const literals: string[] = [];
  for (const value of values) {
    const text = textOf(value);
    const literal = text === null ? 'null' : text === undefined ? undefined : quotedLiteral(text);
    if (literal === undefined) return undefined;
    literals.push(literal);
  }
  return literals;
}

/**
 * Keeps the pool's repeated reads (P10): each is prepared in SQL once per connection, and
 * from then on run by `execute` under one plan for every caller (keptReadMessage). The names
 * come from the text, so every connection and every app instance give one statement one
 * name. Drizzle's transactions take a connection of their own (`pool.connect()`), whose
 * statements stay as they are.
 */
export function keepPlansOfReads(pool: pg.Pool, capacity = KEPT_PLANS_CAPACITY): void {
  const reads = new RepeatedReads(capacity);
  const names = new Map<string, string>();
  /** The names each connection has prepared; a connection closed takes its own with it. */
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && reads.keepNow(text)) {
      name = `kept_plan_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
      names.set(text, name);
    }
    return name;
  };

  const plainQuery = pool.query.bind(pool) as (config: unknown, values?: unknown) => unknown;

  async function runKept(config: QueryConfig, name: string, literals: string[]) {
    const text = config.text as string;
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let prepared = preparedOn.get(client);
      if (!prepared) {
        prepared = new Set();
        preparedOn.set(client, prepared);
      }
      if (!prepared.has(name)) {
        // PREPARE gives the parameters the types a plain run would, so a text it refuses
        // fails here with the error a plain run would give.
        await client.query(`prepare ${name} as ${text}`);
        prepared.add(name);
      }
      const results: pg.QueryResult | pg.QueryResult[] = await client.query({
        text: keptReadMessage(name, literals),
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
        ...(config.types ? { types: config.types } : {}),
      });
      return Array.isArray(results) ? results[results.length - 1] : results;
    } catch (error) {
      // As the pool's own query does: a connection whose query failed is not reused.
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(failure);
    }
  }

  pool.query = ((config: unknown, values?: unknown) => {
    if (typeof config !== 'object' || config === null || typeof values === 'function') {
      return plainQuery(config, values);
    }
    const query = config as QueryConfig;
    const text = query.text;
    const params = values ?? query.values ?? [];
    if (typeof text !== 'string' || !Array.isArray(params)) return plainQuery(config, values);
    const name = nameOf(text);
    const literals = name === undefined ? undefined : literalsOf(params);
    if (name === undefined || literals === undefined) return plainQuery(config, values);
    return runKept(query, name, literals);
  }) as typeof pool.query;
}
