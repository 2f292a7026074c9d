/** What the rate-limit tests share: a window of their own, and the shape of a 429. */
import { expect } from 'vitest';
import { type AuthTestApp, MINUTE } from './auth';

/** Moves the clock to the start of the next 15-minute window, so a test owns a whole window. */
export function startFreshWindow(app: AuthTestApp, windowMs = 15 * MINUTE) {
  const now = app.clock.now().getTime();
  app.clock.advance(windowMs - (now % windowMs));
}

export function expectRateLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ detail: expect.any(String), code: 'rate_limited' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}
