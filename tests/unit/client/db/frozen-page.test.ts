/**
 * docs/SYNC.md S23: a page frozen into the back/forward cache lets go of the database. WebKit
 * keeps a frozen page's running transaction open, and every later read of its tables, in any
 * tab, waits behind it; so the page aborts what runs, closes its connection, and stops the
 * holders it knows of, and the connection opens again on the next query.
 */
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  onPageFrozen,
  releaseDatabaseWhenFrozen,
  runningTransactionCount,
} from '../../../../src/client/db/frozen-page';
import { LocalDatabase } from '../../../../src/client/db/local-database';

const db = new LocalDatabase('frozen-page-test');
const page = new EventTarget();
const hide = (persisted: boolean) =>
  page.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));

releaseDatabaseWhenFrozen(db, page as unknown as Window);

afterAll(async () => {
  await db.delete();
});

describe('S23: a frozen page lets go of the database', () => {
  it('S23: a write running when the page is frozen is aborted whole, and nothing of it is stored', async () => {
    const frozenDuring = db.transaction('rw', db.meta, async () => {
      await db.meta.put({ key: 'first', value: '1' });
      expect(runningTransactionCount()).toBe(1);
      hide(true);
      await db.meta.put({ key: 'second', value: '2' });
    });
    // The page's code carries on here (a frozen page's would not) and meets the abort.
    await expect(frozenDuring).rejects.toMatchObject({ name: 'InvalidStateError' });
    expect(runningTransactionCount()).toBe(0);
    // The connection was closed; the next query opens it again.
    expect(await db.meta.toArray()).toEqual([]);
    expect(db.isOpen()).toBe(true);
  });

  it('S23: a page unloaded for good (not kept frozen) is left to the browser', async () => {
    const completes = db.transaction('rw', db.meta, async () => {
      await db.meta.put({ key: 'kept', value: '1' });
      hide(false);
      await db.meta.put({ key: 'kept too', value: '2' });
    });
    await expect(completes).resolves.toBeUndefined();
    expect((await db.meta.toArray()).map((row) => row.key)).toEqual(['kept', 'kept too']);
  });

  it('S23: the other holders (the catalogue worker) are stopped when the page is frozen, and only then', () => {
    const stopWorker = vi.fn();
    const forget = onPageFrozen(stopWorker);
    hide(false);
    expect(stopWorker).not.toHaveBeenCalled();
    hide(true);
    expect(stopWorker).toHaveBeenCalledOnce();
    forget();
    hide(true);
    expect(stopWorker).toHaveBeenCalledOnce();
  });

  it('S23: transactions that finished are no longer counted as running', async () => {
    await db.meta.put({ key: 'done', value: '1' });
    await db.meta.toArray();
    // A read's answer comes before its transaction's `complete`.
    await vi.waitFor(() => expect(runningTransactionCount()).toBe(0));
  });
});
