/**
 * A log-out's promise to delete the user's rows from this device, kept until the deletion
 * has committed (docs/SYNC.md S23). The page may be closed, or frozen into the back/forward
 * cache and its transaction aborted, between ending the session and deleting; the next
 * start finds the intent and deletes then.
 *
 * !!! PERSISTED DATA !!! Rows of `meta` under META_KEYS.logOutIntent; the value's shape is
 * read by every later release: add fields, never rename one.
 */
import type { LocalDatabase } from './local-database';
import { META_KEYS } from './session-rows';

export type LogOutIntent = {
  userId: number;
  /** The user chose to keep changes still waiting to be sent (sent after their next login). */
  keepWaiting: boolean;
  /** Their profile picture's address, to drop from the media cache. */
  profilePicture: string | null;
};

export function logOutIntentKey(userId: number): string {
  return `${META_KEYS.logOutIntent}:${userId}`;
}

export async function recordLogOutIntent(db: LocalDatabase, intent: LogOutIntent): Promise<void> {
  await db.meta.put({
    key: logOutIntentKey(intent.userId),
    value: JSON.stringify({
      keepWaiting: intent.keepWaiting,
      profilePicture: intent.profilePicture,
    }),
  });
}

/** The log-outs whose deletion has not finished; unreadable rows count as "keep waiting". */
export async function readLogOutIntents(db: LocalDatabase): Promise<LogOutIntent[]> {
  const rows = await db.meta.where('key').startsWith(`${META_KEYS.logOutIntent}:`).toArray();
  return rows.flatMap((row) => {
    const userId = Number(row.key.slice(META_KEYS.logOutIntent.length + 1));
    if (!Number.isSafeInteger(userId)) return [];
    let value: Partial<Omit<LogOutIntent, 'userId'>> = {};
    try {
      value = JSON.parse(row.value) as typeof value;
    } catch {
      // Deleting less is the safe side: the outbox keeps what waits.
    }
    return [
      {
        userId,
        keepWaiting: value.keepWaiting !== false,
        profilePicture: typeof value.profilePicture === 'string' ? value.profilePicture : null,
      },
    ];
  });
}

/** The user signed in again: their rows are theirs to keep. */
export async function dropLogOutIntent(db: LocalDatabase, userId: number): Promise<void> {
  await db.meta.delete(logOutIntentKey(userId));
}
