import { describe, expect, it } from 'vitest';
import { RETRY_MAX_MS, retryDelay, verdictOf } from '../../../../src/client/sync/retry-policy';

describe('retryDelay (S9)', () => {
  it('starts at about a second and doubles', () => {
    const top = () => 1;
    expect(retryDelay(1, { random: top })).toBe(1_000);
    expect(retryDelay(2, { random: top })).toBe(2_000);
    expect(retryDelay(5, { random: top })).toBe(16_000);
  });

  it('never waits more than five minutes', () => {
    expect(retryDelay(30, { random: () => 1 })).toBe(RETRY_MAX_MS);
    expect(retryDelay(1_000, { random: () => 1 })).toBe(RETRY_MAX_MS);
  });

  it('spreads retries over the upper half of the window (jitter)', () => {
    expect(retryDelay(4, { random: () => 0 })).toBe(4_000);
    expect(retryDelay(4, { random: () => 0.5 })).toBe(6_000);
  });

  it('honours Retry-After when the server asks for longer', () => {
    expect(retryDelay(1, { random: () => 0, retryAfterSeconds: 30 })).toBe(30_000);
    expect(retryDelay(1, { random: () => 0, retryAfterSeconds: 3600 })).toBe(RETRY_MAX_MS);
  });
});

describe('verdictOf', () => {
  it('S12: 2xx is sent', () => {
    expect(verdictOf(200)).toBe('sent');
    expect(verdictOf(204)).toBe('sent');
  });

  it('S9: network errors, timeouts, 429 and 5xx are retried', () => {
    for (const status of ['network-error', 408, 429, 500, 502, 503] as const) {
      expect(verdictOf(status)).toBe('retry');
    }
  });

  it('S10: 401 asks for a refresh', () => {
    expect(verdictOf(401)).toBe('unauthorized');
  });

  it('S11: any other 4xx is a refusal', () => {
    for (const status of [400, 403, 404, 409, 413, 422]) expect(verdictOf(status)).toBe('refused');
  });
});
