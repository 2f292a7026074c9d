/**
 * Bearer tokens and their refresh, free of React and of DOM-only APIs (it uses fetch,
 * Request/Response and, when present, Web Locks), so the service worker and the outbox can
 * run the same code the page runs.
 *
 * The server rotates refresh tokens: each refresh returns a new pair, the old refresh token
 * is dead, and presenting a dead one again revokes the whole sign-in. So refreshes must
 * never overlap — not within a tab (one promise is shared: single flight) and not across
 * tabs (a Web Lock is held around the refresh, and inside it the stored pair is read again:
 * if another tab already rotated it, its new access token is used and nothing is sent).
 *
 * Failures are told apart on purpose: a refused refresh token (400/401) ends the session;
 * a refresh that could not reach the server (offline, timeout, 5xx, 429) keeps it, because
 * an expired access token with no network is normal for an offline-first app.
 */
import type { TokenPair } from '../../shared/api/auth';
import { ERROR_CODES } from '../../shared/api/error-codes';
import { REQUEST_TIMEOUT_MS } from '../../shared/limits';

/** Web Lock held by whichever tab (or the service worker) is refreshing. */
export const REFRESH_LOCK_NAME = 'heritage-passport-refresh';

/** Where the tokens live (IndexedDB in the app, a fake in tests). */
export interface TokenStore {
  read(): Promise<TokenPair | undefined>;
  /** Stores a rotated pair unless the stored refresh token is no longer `tradedRefresh`. */
  replace(tokens: TokenPair, tradedRefresh: string): Promise<boolean>;
  /** Forgets the session if it still holds `refusedRefresh`. */
  clear(refusedRefresh: string): Promise<void>;
}

/** The part of LockManager used here; absent where Web Locks are not supported. */
export type LockRunner = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

export type SessionClientOptions = {
  store: TokenStore;
  fetch?: (request: Request) => Promise<Response>;
  locks?: LockRunner | null;
  /** Path or URL of the API root; '/api' in the app. */
  apiBase?: string;
  timeoutMs?: number;
  /** Called once the server has refused the refresh token and the session is cleared. */
  onSessionEnded?: () => void;
};

/** The refresh token was refused (or there is no session any more): sign in again. */
export class SessionEndedError extends Error {
  constructor() {
    super('The session has ended; sign in again.');
    this.name = 'SessionEndedError';
  }
}

/** The refresh could not be done now (no network, timeout, server trouble); session kept. */
export class RefreshUnavailableError extends Error {
  constructor(readonly status?: number) {
    super(
      status ? `Token refresh failed with ${status}` : 'Token refresh could not reach the server',
    );
    this.name = 'RefreshUnavailableError';
  }
}

export type SessionClient = {
  /**
   * A fresh access token, refreshing at most once at a time across tabs. `staleAccess` is
   * the token that was refused: if the stored one differs, another tab has already rotated
   * the pair and the stored token is returned without a call.
   */
  refreshSession(staleAccess?: string): Promise<string>;
  /**
   * fetch with `Authorization: Bearer …` when a session is held; on a 401 token_not_valid
   * one refresh, then one retry. Throws SessionEndedError or RefreshUnavailableError when
   * the refresh fails; the caller treats the latter like any network failure.
   */
  authorizedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
};

const REFUSED = new Set([400, 401]);

async function isExpiredAccessToken(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  try {
    const body: unknown = await response.clone().json();
    return (
      typeof body === 'object' &&
      body !== null &&
      (body as { code?: unknown }).code === ERROR_CODES.tokenNotValid
    );
  } catch {
    return false;
  }
}

function isTokenPair(value: unknown): value is TokenPair {
  const pair = value as Partial<TokenPair> | null;
  return typeof pair?.access === 'string' && typeof pair.refresh === 'string';
}

export function createSessionClient(options: SessionClientOptions): SessionClient {
  const { store, locks, onSessionEnded } = options;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const refreshUrl = `${(options.apiBase ?? '/api').replace(/\/$/, '')}/auth/token/refresh/`;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let inFlight: Promise<string> | null = null;

  async function refreshUnderLock(staleAccess: string | undefined): Promise<string> {
    const stored = await store.read();
    if (!stored) throw new SessionEndedError();
    if (staleAccess !== undefined && stored.access !== staleAccess) return stored.access;

    let response: Response;
    try {
      // No bearer header: the refresh token is the credential here (SPEC.md §7).
      response = await send(
        new Request(refreshUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ refresh: stored.refresh }),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
    } catch {
      throw new RefreshUnavailableError();
    }

    if (REFUSED.has(response.status)) {
      await store.clear(stored.refresh);
      onSessionEnded?.();
      throw new SessionEndedError();
    }
    const pair: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
    if (!isTokenPair(pair)) throw new RefreshUnavailableError(response.status);

    if (await store.replace(pair, stored.refresh)) return pair.access;
    // The session changed while we refreshed (signed out, or signed in anew elsewhere).
    const current = await store.read();
    if (!current) throw new SessionEndedError();
    return current.access;
  }

  function refreshSession(staleAccess?: string): Promise<string> {
    if (!inFlight) {
      const run = () => refreshUnderLock(staleAccess);
      inFlight = (locks ? locks.request(REFRESH_LOCK_NAME, run) : run()).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  async function authorizedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const session = await store.read();
    if (!session || request.headers.has('authorization')) return send(request);

    // Keep an unsent copy: a body can be read only once, and the retry needs it again.
    const retry = request.clone();
    request.headers.set('authorization', `Bearer ${session.access}`);
    const response = await send(request);
    if (!(await isExpiredAccessToken(response))) return response;

    const access = await refreshSession(session.access);
    retry.headers.set('authorization', `Bearer ${access}`);
    return send(retry);
  }

  return { refreshSession, authorizedFetch };
}
