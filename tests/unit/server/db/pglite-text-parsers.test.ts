import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanKeepingPglite } from '../../../../src/server/db/kept-plans-pglite';
import { TEXT_TYPE_PARSERS } from '../../../../src/server/db/pglite-text-parsers';

// The embedded client reads Drizzle's text types itself (docs/PERF.md P7), so the parsers
// Drizzle sends with each statement can be left out. Whatever is left out, each value comes
// back exactly as the statement's own parsers would have made it.

/** What Drizzle sends with every statement: dates and intervals as the database writes them. */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMPTZ]: (text: string) => text,
  [types.DATE]: (text: string) => text,
  [types.INTERVAL]: (text: string) => text,
};

const READ = `select timestamptz '2026-11-27 03:04:05.123456+00' as at, date '2026-11-27' as day,
  interval '90 minutes' as span, where_from from (values ($1::text)) v(where_from)`;

describe('the embedded client with the text types Drizzle reads', () => {
  let textClient: PGlite;
  let plainClient: PGlite;
  // Two embedded databases start here: seconds when the other test files share the cores.
  beforeAll(async () => {
    textClient = await PGlite.create({ parsers: TEXT_TYPE_PARSERS });
    plainClient = await PGlite.create();
  }, 30_000);
  afterAll(async () => {
    await textClient.close();
    await plainClient.close();
  });

  const written = {
    at: '2026-11-27 03:04:05.123456+00',
    day: '2026-11-27',
    span: '01:30:00',
    where_from: '京都',
  };

  it('gives Drizzle the text the database writes, whether a read is kept or not', async () => {
    const keeper = new PlanKeepingPglite(textClient);
    for (let i = 0; i < 3; i++) {
      const { rows } = await keeper.query(READ, ['京都'], { parsers: DRIZZLE_PARSERS });
      expect(rows).toEqual([written]);
    }
    await keeper.transaction(async (tx) => {
      const { rows } = await tx.query(READ, ['京都'], { parsers: DRIZZLE_PARSERS });
      expect(rows).toEqual([written]);
    });
  });

  it("keeps a statement's parsers when the client would read its types another way", async () => {
    // A client made without them turns timestamps into dates: Drizzle's must still apply.
    const keeper = new PlanKeepingPglite(plainClient);
    for (let i = 0; i < 3; i++) {
      const { rows } = await keeper.query(READ, ['京都'], { parsers: DRIZZLE_PARSERS });
      expect(rows).toEqual([written]);
    }
  });

  it('keeps parsers that make values of their own', async () => {
    const keeper = new PlanKeepingPglite(textClient);
    const asDate = { [types.TIMESTAMPTZ]: (text: string) => new Date(text) };
    for (let i = 0; i < 3; i++) {
      const { rows } = await keeper.query<{ at: unknown }>(READ, ['京都'], { parsers: asDate });
      expect(rows[0]?.at).toEqual(new Date('2026-11-27T03:04:05.123Z'));
    }
  });
});
