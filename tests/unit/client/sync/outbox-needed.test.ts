/**
 * docs/PERF.md P1 with docs/SYNC.md S13 and S15: the page's outbox starts once it has work
 * (someone signed in, or changes left on this device), and a visitor's first screen does
 * without its code.
 */
import 'fake-indexeddb/auto';
import { beforeEach, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/client/db/local-database';
import { useSessionStore } from '../../../../src/client/features/auth/session-store';
import { whenOutboxIsNeeded } from '../../../../src/client/features/outbox/outbox-needed';
import type { OutboxEntry } from '../../../../src/client/sync/outbox-entry';

const taro = { id: 1, username: 'taro', email: 'taro@example.com', profile_picture: null };

beforeEach(async () => {
  await Promise.all(localDatabase.tables.map((table) => table.clear()));
  useSessionStore.setState({ user: null, loading: false });
});

/** Lets the outbox's count (an IndexedDB read) answer. */
const countRead = () => localDatabase.outbox.count();

it('a visitor with nothing waiting never starts it, until they sign in; then once', async () => {
  const start = vi.fn();
  whenOutboxIsNeeded(start);
  await countRead();
  expect(start).not.toHaveBeenCalled();

  useSessionStore.setState({ user: taro as never });
  useSessionStore.setState({ user: null });
  useSessionStore.setState({ user: taro as never });
  expect(start).toHaveBeenCalledTimes(1);
});

it('a restored session starts it at once', () => {
  useSessionStore.setState({ user: taro as never });
  const start = vi.fn();
  whenOutboxIsNeeded(start);
  expect(start).toHaveBeenCalledTimes(1);
});

it('changes left on the device start it with nobody signed in (S15 asks to keep them)', async () => {
  await localDatabase.outbox.add({
    id: 'e1',
    userId: 1,
    createdAt: 1,
    target: 'visit:661',
  } as unknown as OutboxEntry);
  const start = vi.fn();
  whenOutboxIsNeeded(start);
  await expect.poll(() => start.mock.calls.length).toBe(1);
});
