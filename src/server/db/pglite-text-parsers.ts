import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as the text the database writes (it turns dates and intervals
 * into values itself): timestamps, dates, intervals and numeric, timestamp, date and
 * interval arrays. Drizzle sends parsers for them with every statement, and PGlite copies
 * its few hundred default parsers into a new object to add them, on every statement: a
 * tenth of a millisecond each, more than running a small prepared read (PERF.md P7). The
 * embedded client is made with them instead, so a statement needs no parsers of its own.
 */
const READ_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asWritten = (text: string): string => text;

/** The embedded client's own parsers for the types Drizzle reads as text. */
export const TEXT_TYPE_PARSERS: QueryOptions['parsers'] = Object.fromEntries(
  READ_AS_TEXT.map((type) => [type, asWritten]),
);

/** A text no parser that changes its input gives back unchanged. */
const PROBE = ' 2026-11-27 12:34:56.789+09 {1,"a b"} ';

/**
 * The statement's options without its parsers when they change nothing: the client reads
 * each of their types with TEXT_TYPE_PARSERS' own parser, and each of them gives back the
 * text it is given. Otherwise (another type, a client made without them, a parser that
 * makes values) the options are left whole. The client's parsers are recognised as the
 * ones it was given, never tried: some of PGlite's own keep state between calls.
 */
export function withoutRepeatedParsers(
  client: PGlite,
  options: QueryOptions | undefined,
): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const [type, parse] of Object.entries(parsers)) {
    if (client.parsers[type] !== asWritten || parse(PROBE, Number(type)) !== PROBE) {
      return options;
    }
  }
  const { parsers: _repeated, ...rest } = options;
  return rest;
}
