import ky, { HTTPError } from 'ky';
import { REQUEST_TIMEOUT_MS } from '../../shared/limits';
import { sessionClient } from './session-client';
import { RefreshUnavailableError, SessionEndedError } from './token-refresh';

/**
 * The one HTTP client of the app. Calls name paths relative to /api (`http.get('health')`,
 * no leading slash: ky's prefixUrl rule). Every request goes through the session client's
 * fetch, which adds the bearer token when one is held and, on a 401 token_not_valid,
 * refreshes once (shared by concurrent requests and tabs) and retries once.
 */
export const http = ky.create({
  prefixUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  fetch: (input, init) => sessionClient.authorizedFetch(input, init),
  retry: {
    // Trying again cannot help once the session is gone, and a refresh that just failed
    // for want of network would only be attempted again at once.
    shouldRetry: ({ error }) =>
      error instanceof SessionEndedError || error instanceof RefreshUnavailableError
        ? false
        : undefined,
  },
});

/** Why a call failed, in the terms the screens choose their message by. */
export type RequestFailure =
  /** No answer: offline, timeout, or the refresh could not reach the server. */
  | { kind: 'network' }
  /** The server refused the refresh token; the user must sign in again. */
  | { kind: 'session-ended' }
  /** The server answered with an error; `body` is its parsed JSON, text, or undefined. */
  | { kind: 'http'; status: number; body: unknown };

/** Reads a thrown error of `http` (once: it consumes the response body). */
export async function describeFailure(error: unknown): Promise<RequestFailure> {
  if (error instanceof SessionEndedError) return { kind: 'session-ended' };
  if (!(error instanceof HTTPError)) return { kind: 'network' };
  const { status } = error.response;
  const text = await error.response.text().catch(() => '');
  let body: unknown = text || undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // A plain-text body stays a string (SPEC.md §5 "a plain string body").
  }
  // A proxy answering for an unreachable server is no different from being offline; our
  // own server's 503s (e.g. Google unreachable) carry a JSON message worth showing.
  const fromOurServer = typeof body === 'object' && body !== null && 'detail' in body;
  if (status >= 502 && status <= 504 && !fromOurServer) return { kind: 'network' };
  return { kind: 'http', status, body };
}
