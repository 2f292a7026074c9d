import type { Database } from '../db/connect';
import { isDemoDatabase } from '../demo/seed-demo';
import { pingDatabase } from '../repositories/health-repository';
import { countListedSites } from '../repositories/sites-repository';

export type Readiness =
  | { ready: true; sites: number; demo: boolean }
  | { ready: false; reason: string };

/**
 * A database that hangs (a lost network, a PostgreSQL stuck in recovery) must not hang the
 * health call too: a balancer waiting on it learns nothing, so the answer comes in time.
 */
const DEFAULT_TIMEOUT_MS = 2000;

/** Whether this instance can serve: its database answers, within the time limit. */
export async function checkReadiness(
  db: Database,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const answer = (async (): Promise<Readiness> => {
    try {
      await pingDatabase(db);
      return { ready: true, sites: await countListedSites(db), demo: await isDemoDatabase(db) };
    } catch (error) {
      return { ready: false, reason: error instanceof Error ? error.message : String(error) };
    }
  })();
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
