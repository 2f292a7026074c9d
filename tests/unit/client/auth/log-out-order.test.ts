/**
 * An explicit log-out ends the session before it deletes the user's data: a page closed
 * during the deletion must not open signed in again (features/auth/sign-out-data.ts).
 */
import 'fake-indexeddb/auto';
import { expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/client/db/local-database';
import { sessionRows } from '../../../../src/client/db/session';
import { useSessionStore } from '../../../../src/client/features/auth/session-store';
import { logOutAndForget } from '../../../../src/client/features/auth/sign-out-data';
import { signInWithAVisit } from './support/signed-in-traveller';

// The server's revocation is best effort; here there is no server to tell.
vi.mock('../../../../src/client/api/http', () => ({
  http: { post: () => Promise.reject(new TypeError('no network')) },
}));

it('the stored session is gone before the first row of the user is deleted', async () => {
  await signInWithAVisit();
  const sessionWhenDeleting: unknown[] = [];
  localDatabase.visits.hook('deleting', () => {
    sessionWhenDeleting.push(useSessionStore.getState().user);
  });

  await logOutAndForget({ keepWaiting: false });

  expect(sessionWhenDeleting).toEqual([null]);
  expect(await sessionRows.get()).toBeFalsy();
  expect(await localDatabase.visits.count()).toBe(0);
});
