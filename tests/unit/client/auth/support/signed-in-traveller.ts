import { localDatabase } from '../../../../../src/client/db/local-database';
import { useSessionStore } from '../../../../../src/client/features/auth/session-store';

/** The traveller these log-out tests sign in: id 1, no profile picture. */
export const taro = { id: 1, username: 'taro', email: 'taro@example.com', profile_picture: null };

/** Signs taro in and gives the device one visit of theirs (Himeji), as a pull would. */
export async function signInWithAVisit(): Promise<void> {
  await useSessionStore.getState().signIn({ user: taro, access: 'a', refresh: 'r' } as never);
  await localDatabase.visits.put({
    userId: 1,
    siteId: 661,
    rating: 5,
    comment: '',
    visited_date: '2025-05-05',
    serverId: 9,
    photo: null,
  });
}
