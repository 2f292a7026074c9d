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

// The server's revocation is best effort; here there is no server to tell.
vi.mock('../../../../src/client/api/http', () => ({
  http: { post: () => Promise.reject(new TypeError('no network')) },
}));

it('the stored session is gone before the first row of the user is deleted', async () => {
  const user = { id: 1, username: 'taro', email: 'taro@example.com' };
  await useSessionStore.getState().signIn({ user, access: 'a', refresh: 'r' } as never);
  await localDatabase.visits.put({
    userId: 1,
    siteId: 661,
    rating: 5,
    comment: '',
    visited_date: '2025-05-05',
    serverId: 9,
    photo: null,
  });
  const sessionWhenDeleting: unknown[] = [];
  localDatabase.visits.hook('deleting', () => {
    sessionWhenDeleting.push(useSessionStore.getState().user);
  });

  await logOutAndForget({ keepWaiting: false });

  expect(sessionWhenDeleting).toEqual([null]);
  expect(await sessionRows.get()).toBeFalsy();
  expect(await localDatabase.visits.count()).toBe(0);
});
