/** docs/SYNC.md S9: 1 s doubling to at most 5 minutes, with jitter. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 5 * 60_000;

/**
 * Delay before the next attempt after `attempts` failures (1 = first
 * failure). Full jitter over the upper half keeps devices that went offline
 * together from retrying in lockstep. `random` is injectable for tests.
 */
export function retryDelay(
  attempts: number,
  options: { retryAfterSeconds?: number | undefined; random?: () => number } = {},
): number {
  const random = options.random ?? Math.random;
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  const serverAsked = (options.retryAfterSeconds ?? 0) * 1_000;
  return Math.min(RETRY_MAX_MS, Math.max(jittered, serverAsked));
}

export type SendVerdict = 'sent' | 'retry' | 'unauthorized' | 'refused';

/** What a response (or its absence: a network error or timeout) means for the entry (S9–S12). */
export function verdictOf(status: number | 'network-error'): SendVerdict {
  if (status === 'network-error') return 'retry';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'unauthorized';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/**
 * S22: refusals by something between the device and the server count against an entry;
 * this many fail it (with retry and discard, S11) instead of retrying for ever.
 */
export const STRAY_REFUSALS_MAX = 3;

/** A client-error status (not one S9 retries) that may come from a proxy rather than the server. */
export function isStrayRefusal(status: number): boolean {
  return status >= 400 && status < 500 && verdictOf(status) === 'refused';
}
