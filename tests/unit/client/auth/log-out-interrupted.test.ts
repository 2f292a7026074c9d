/**
 * docs/SYNC.md S23: a log-out cut short (the tab closed, or the page frozen into the
 * back/forward cache and its deletion aborted) is finished at the next start, before the
 * session is restored; signing in again as the same person keeps their rows.
 */
import 'fake-indexeddb/auto';
import { beforeEach, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/client/db/local-database';
import { readLogOutIntents, recordLogOutIntent } from '../../../../src/client/db/log-out-intent';
import { sessionRows } from '../../../../src/client/db/session';
import { useSessionStore } from '../../../../src/client/features/auth/session-store';
import {
  finishInterruptedLogOuts,
  logOutAndForget,
} from '../../../../src/client/features/auth/sign-out-data';
import { signInWithAVisit, taro } from './support/signed-in-traveller';

vi.mock('../../../../src/client/api/http', () => ({
  http: { post: () => Promise.reject(new TypeError('no network')) },
}));

beforeEach(async () => {
  await Promise.all(localDatabase.tables.map((table) => table.clear()));
  useSessionStore.setState({ user: null, loading: false });
});

it('S23: a log-out whose deletion was aborted deletes the rows at the next start', async () => {
  await signInWithAVisit();
  // The deletion's transaction aborted, as on a frozen page: only the intent and the end of
  // the session happened.
  const abortDeletion = vi
    .spyOn(localDatabase.visits, 'bulkDelete')
    .mockRejectedValueOnce(new DOMException('frozen', 'AbortError'));
  await expect(logOutAndForget({ keepWaiting: false })).rejects.toThrow('frozen');
  abortDeletion.mockRestore();
  expect(await sessionRows.get()).toBeFalsy();
  expect(await localDatabase.visits.count()).toBe(1);
  expect(await readLogOutIntents(localDatabase)).toEqual([
    { userId: 1, keepWaiting: false, profilePicture: null },
  ]);

  expect(await finishInterruptedLogOuts()).toBe(1);

  expect(await localDatabase.visits.count()).toBe(0);
  expect(await readLogOutIntents(localDatabase)).toEqual([]);
  expect(await finishInterruptedLogOuts()).toBe(0);
});

it('S23: a log-out cut short before the session ended ends it at the next start', async () => {
  await signInWithAVisit();
  await recordLogOutIntent(localDatabase, { userId: 1, keepWaiting: true, profilePicture: null });

  await finishInterruptedLogOuts();

  expect(await sessionRows.get()).toBeFalsy();
  expect(await localDatabase.visits.count()).toBe(0);
});

it('S23: a finished log-out leaves no intent behind', async () => {
  await signInWithAVisit();
  await logOutAndForget({ keepWaiting: false });
  expect(await readLogOutIntents(localDatabase)).toEqual([]);
});

it('S23: signing in again before the next start keeps the person’s rows', async () => {
  await signInWithAVisit();
  await recordLogOutIntent(localDatabase, { userId: 1, keepWaiting: false, profilePicture: null });
  await useSessionStore.getState().signIn({ user: taro, access: 'b', refresh: 's' } as never);

  expect(await finishInterruptedLogOuts()).toBe(0);
  expect(await localDatabase.visits.count()).toBe(1);
  expect((await sessionRows.get())?.user.id).toBe(1);
});
