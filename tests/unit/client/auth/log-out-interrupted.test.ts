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
import { startSession, useSessionStore } from '../../../../src/client/features/auth/session-store';
import {
  endInterruptedSessions,
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

it('S23: the next start never restores, even for a moment, the session of a log-out cut short', async () => {
  await signInWithAVisit();
  // The page went away right after the intent was recorded, before the session ended.
  await recordLogOutIntent(localDatabase, { userId: 1, keepWaiting: false, profilePicture: null });
  useSessionStore.setState({ user: null, loading: true });
  const usersSeen: (number | null)[] = [];
  const stopWatching = useSessionStore.subscribe((state) => {
    usersSeen.push(state.user?.id ?? null);
  });

  // Ending the session is held until this test has read the stored session itself: a
  // session restored without waiting would have read it by then too.
  const { signOut } = useSessionStore.getState();
  let releaseSignOut = () => {};
  const signOutHeld = new Promise<void>((resolve) => {
    releaseSignOut = resolve;
  });
  useSessionStore.setState({ signOut: () => signOutHeld.then(signOut) });

  const sessionsEnded = endInterruptedSessions();
  const stopSession = startSession({ onExpired: () => {}, after: sessionsEnded });
  expect((await sessionRows.get())?.user.id).toBe(1);
  releaseSignOut();
  await finishInterruptedLogOuts(await sessionsEnded);
  await vi.waitFor(() => expect(useSessionStore.getState().loading).toBe(false));

  stopSession();
  stopWatching();
  useSessionStore.setState({ signOut });
  // A login screen opened now stays a login screen instead of forwarding to the map.
  expect(usersSeen.filter((id) => id !== null)).toEqual([]);
  expect(await sessionRows.get()).toBeFalsy();
  expect(await localDatabase.visits.count()).toBe(0);
});
