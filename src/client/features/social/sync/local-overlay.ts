/**
 * What the like, follow and block toggles share: the server's copy from the screen,
 * overlaid by the local row when that is newer (a change waiting, or confirmed after the
 * screen got its copy; docs/SYNC.md S18, S19), and whether an entry waits.
 */
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { localDatabase } from '../../../db/local-database';
import { useSignedInUserId } from '../../outbox/queries';

export type LocalOverlay<Row> = {
  userId: number | null;
  /** The local row to show instead of the screen's copy, or null: show the copy. */
  row: Row | null;
  /** An entry for the target is pending or in flight. */
  waiting: boolean;
};

/**
 * `serverCopy`: the screen's values, as a string: when they change (the screen fetched
 * again), a local row confirmed before that no longer overrides them.
 */
export function useLocalOverlay<Row extends { changedAt: number }>(
  table: (db: typeof localDatabase) => Table<Row, [number, number]>,
  id: number,
  target: string,
  serverCopy: string,
): LocalOverlay<Row> {
  const userId = useSignedInUserId();
  const [copy, setCopy] = useState(() => ({ serverCopy, at: Date.now() }));
  if (copy.serverCopy !== serverCopy) setCopy({ serverCopy, at: Date.now() });
  const local = useLiveQuery(async () => {
    if (userId === null) return null;
    const [row, entries] = await Promise.all([
      table(localDatabase).get([userId, id]),
      localDatabase.outbox.where('[userId+target]').equals([userId, target]).toArray(),
    ]);
    return { row: row ?? null, waiting: entries.some((e) => e.status !== 'failed') };
  }, [userId, id, target]);
  const row = local?.row ?? null;
  const waiting = local?.waiting ?? false;
  const newer = row !== null && (waiting || row.changedAt >= copy.at);
  return { userId, row: newer ? row : null, waiting };
}

/** A label from a screen's object, when it carries one (a post's site, a user's name). */
export function labelOf(value: object, ...names: string[]): string | null {
  let current: unknown = value;
  for (const name of names) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[name];
  }
  return typeof current === 'string' && current.trim() !== '' ? current : null;
}
