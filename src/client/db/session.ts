/**
 * Typed accessors of the stored session (one row, key 'current'). The page and,
 * later, the service worker and the outbox read the tokens through these: keep
 * this module free of React and DOM imports.
 */
import type { TokenPair, User, UserStats } from '../../shared/api/auth';
import { type LocalDatabase, localDatabase } from './local-database';
import type { StoredSession } from './session-rows';

const KEY = 'current' as const;

export type SessionData = Omit<StoredSession, 'key'>;

/** The accessors over one database; `sessionRows` below is the page's own. */
export function sessionRowsOf(database: LocalDatabase) {
  const table = database.session;

  return {
    /** The stored session, or undefined when nobody is signed in on this device. */
    get: (): Promise<StoredSession | undefined> => table.get(KEY),

    /** Sign-in: replaces whatever was stored (another account's stats included). */
    save: async (session: SessionData): Promise<void> => {
      await table.put({ ...session, key: KEY });
    },

    /**
     * Stores rotated tokens, but only if the row still holds the refresh token they were
     * traded for: if the user signed out, or signed in anew in another tab meanwhile, the
     * new pair belongs to nobody and must not resurrect or overwrite a session.
     */
    replaceTokens: (tokens: TokenPair, tradedRefresh: string): Promise<boolean> =>
      database.transaction('rw', table, async () => {
        const row = await table.get(KEY);
        if (row?.refresh !== tradedRefresh) return false;
        await table.put({ ...row, access: tokens.access, refresh: tokens.refresh });
        return true;
      }),

    /** A fresher copy of the signed-in user (profile load, profile edit). */
    saveUser: async (user: User): Promise<void> => {
      await database.transaction('rw', table, async () => {
        const row = await table.get(KEY);
        if (row?.user.id === user.id) await table.put({ ...row, user });
      });
    },

    /** The last known statistics of the signed-in user, for the profile offline. */
    saveStats: async (userId: number, stats: UserStats): Promise<void> => {
      await database.transaction('rw', table, async () => {
        const row = await table.get(KEY);
        if (row?.user.id === userId) await table.put({ ...row, stats });
      });
    },

    /**
     * Forgets the session. With `ifRefresh`, only when the row still holds that refresh
     * token (a refusal must not sign out a session another tab has just started).
     */
    clear: (ifRefresh?: string): Promise<void> =>
      database.transaction('rw', table, async () => {
        if (ifRefresh !== undefined) {
          const row = await table.get(KEY);
          if (row?.refresh !== ifRefresh) return;
        }
        await table.delete(KEY);
      }),
  };
}

export type SessionRows = ReturnType<typeof sessionRowsOf>;

/** The session accessors of this page's (or service worker's) database. */
export const sessionRows: SessionRows = sessionRowsOf(localDatabase);

/** The stored session, or undefined: what the service worker and the outbox call first. */
export function getSession(): Promise<StoredSession | undefined> {
  return sessionRows.get();
}
