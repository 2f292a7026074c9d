/**
 * docs/SYNC.md S1: a change recorded through the page's outbox commands is on
 * disk when the command returns, so its transactions ask IndexedDB for strict
 * durability (Chromium's default lets a crash lose the last ones).
 */
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/client/db/local-database';
import { outboxCommands } from '../../../../src/client/features/outbox/outbox-instance';

afterAll(async () => {
  vi.restoreAllMocks();
  await localDatabase.delete();
});

describe('S1: durability', () => {
  it('S1: the page’s outbox commands write through strict transactions', async () => {
    // Dexie binds the database's transaction() when it opens: watch it from before then.
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await localDatabase.open();
    await outboxCommands.recordVisit(1, 10, { rating: 4, comment: '', visited_date: '2026-03-01' });
    const writes = transaction.mock.calls.filter(([, mode]) => mode === 'readwrite');
    expect(writes.length).toBeGreaterThan(0);
    for (const [, , options] of writes) expect(options).toEqual({ durability: 'strict' });
    expect(await localDatabase.outbox.count()).toBe(1);
  });
});
