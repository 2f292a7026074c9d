/**
 * The work the first screen does for itself after its code has come (the catalogue's download
 * on a first visit to the map), so the app's background work can wait for it: the service
 * worker's precache fetches and stores every file of the app, and begun beside the first
 * screen it took the cores and the connection from what the traveller is waiting for (P3).
 * A route's loader marks its work; start-app.ts starts the PWA once it has settled.
 */
let pending: Promise<unknown>[] = [];
let settled = false;

/**
 * Marks `work` as the first screen's. Once the first screen has settled, later screens' work
 * is nobody's wait, and is not kept.
 */
export function firstScreenWork(work: Promise<unknown>): void {
  if (!settled) pending.push(work);
}

/**
 * Settles once every piece of work marked so far has settled, succeeded or failed, and what
 * was marked while waiting too.
 */
export async function firstScreenWorkSettled(): Promise<void> {
  while (pending.length > 0) {
    const waiting = pending;
    pending = [];
    await Promise.allSettled(waiting);
  }
  settled = true;
}
