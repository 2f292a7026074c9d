import { describe, expect, it, vi } from 'vitest';
import {
  createSessionClient,
  type LockRunner,
  REFRESH_LOCK_NAME,
  RefreshUnavailableError,
  SessionEndedError,
  type TokenStore,
} from '../../../../src/client/api/token-refresh';
import type { TokenPair } from '../../../../src/shared/api/auth';

const BASE = 'http://app.test/api';
const REFRESH_URL = `${BASE}/auth/token/refresh/`;

/** The stored session of one device, shared by the "tabs" of a test. */
class MemoryTokenStore implements TokenStore {
  constructor(public pair: TokenPair | undefined) {}
  read = async () => this.pair && { ...this.pair };
  replace = async (tokens: TokenPair, traded: string) => {
    if (this.pair?.refresh !== traded) return false;
    this.pair = { ...tokens };
    return true;
  };
  clear = async (refused: string) => {
    if (this.pair?.refresh === refused) this.pair = undefined;
  };
}

/** An exclusive lock like navigator.locks: callbacks run one after another. */
function fakeLocks(): LockRunner & { names: string[] } {
  let queue: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = queue.then(callback, callback);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () => json(401, { detail: 'expired', code: 'token_not_valid' });

type Handler = (request: Request) => Promise<Response> | Response;

/**
 * A fake server: API calls succeed only with the current access token; the refresh
 * endpoint is answered by `refresh` (default: rotate to access-N / refresh-N).
 */
function fakeServer(options: { valid: string; refresh?: Handler }) {
  let valid = options.valid;
  let rotations = 0;
  const calls: { url: string; authorization: string | null; body: string }[] = [];
  const send = vi.fn(async (request: Request) => {
    const body = await request.clone().text();
    calls.push({ url: request.url, authorization: request.headers.get('authorization'), body });
    if (request.url === REFRESH_URL) {
      if (options.refresh) return options.refresh(request);
      rotations += 1;
      valid = `access-${rotations}`;
      return json(200, { access: valid, refresh: `refresh-${rotations}` });
    }
    return request.headers.get('authorization') === `Bearer ${valid}`
      ? json(200, { ok: true, echo: body })
      : expired();
  });
  return {
    send,
    calls,
    refreshCalls: () => calls.filter((call) => call.url === REFRESH_URL),
  };
}

function setup(options: { refresh?: Handler; pair?: TokenPair | undefined } = {}) {
  const store = new MemoryTokenStore(
    'pair' in options ? options.pair : { access: 'old-access', refresh: 'old-refresh' },
  );
  const server = fakeServer({ valid: 'fresh-elsewhere', refresh: options.refresh });
  const locks = fakeLocks();
  const onSessionEnded = vi.fn();
  const client = createSessionClient({
    store,
    fetch: server.send,
    locks,
    apiBase: BASE,
    onSessionEnded,
  });
  return { store, server, locks, onSessionEnded, client };
}

describe('authorizedFetch', () => {
  it('sends the stored access token as a bearer token', async () => {
    const { client, server, store } = setup();
    store.pair = { access: 'fresh-elsewhere', refresh: 'r' };
    const response = await client.authorizedFetch(`${BASE}/auth/profile/`);
    expect(response.status).toBe(200);
    expect(server.calls[0]?.authorization).toBe('Bearer fresh-elsewhere');
    expect(server.refreshCalls()).toHaveLength(0);
  });

  it('sends no bearer header without a session', async () => {
    const { client, server } = setup({ pair: undefined });
    await client.authorizedFetch(`${BASE}/auth/config/`);
    expect(server.calls[0]?.authorization).toBeNull();
  });

  it('refreshes once on a 401 token_not_valid and retries the request once, body and all', async () => {
    const { client, server, store } = setup();
    const response = await client.authorizedFetch(`${BASE}/auth/profile/`, {
      method: 'PATCH',
      body: JSON.stringify({ bio: 'こんにちは' }),
      headers: { 'content-type': 'application/json' },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, echo: '{"bio":"こんにちは"}' });
    expect(server.refreshCalls()).toEqual([
      { url: REFRESH_URL, authorization: null, body: '{"refresh":"old-refresh"}' },
    ]);
    expect(server.calls.map((call) => call.authorization)).toEqual([
      'Bearer old-access',
      null,
      'Bearer access-1',
    ]);
    expect(store.pair).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });

  it('does not refresh a second time when the retry is refused too', async () => {
    const { client, server } = setup({
      refresh: () => json(200, { access: 'also-rejected', refresh: 'refresh-x' }),
    });
    const response = await client.authorizedFetch(`${BASE}/auth/profile/`);
    expect(response.status).toBe(401);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.calls).toHaveLength(3);
  });

  it('leaves other 401s alone (a wrong password is not an expired token)', async () => {
    const { client, server } = setup();
    server.send.mockImplementationOnce(async () =>
      json(401, { detail: 'wrong', code: 'invalid_credentials' }),
    );
    const response = await client.authorizedFetch(`${BASE}/auth/login/`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(server.refreshCalls()).toHaveLength(0);
  });

  it('makes ONE refresh for two requests failing at once (single flight)', async () => {
    const { client, server, store } = setup();
    const [a, b] = await Promise.all([
      client.authorizedFetch(`${BASE}/auth/profile/`),
      client.authorizedFetch(`${BASE}/auth/stats/`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(store.pair?.access).toBe('access-1');
  });

  it('holds the cross-tab Web Lock around the refresh', async () => {
    const { client, locks } = setup();
    await client.authorizedFetch(`${BASE}/auth/profile/`);
    expect(locks.names).toEqual([REFRESH_LOCK_NAME]);
  });
});

describe('refreshSession across tabs', () => {
  it('uses the tokens another tab already rotated instead of refreshing again', async () => {
    // Two tabs: two clients over one stored session, one lock, one server.
    const store = new MemoryTokenStore({ access: 'old-access', refresh: 'old-refresh' });
    const server = fakeServer({ valid: 'x' });
    const locks = fakeLocks();
    const tab = () => createSessionClient({ store, fetch: server.send, locks, apiBase: BASE });
    const [first, second] = [tab(), tab()];

    const [a, b] = await Promise.all([
      first.refreshSession('old-access'),
      second.refreshSession('old-access'),
    ]);

    expect(a).toBe('access-1');
    expect(b).toBe('access-1');
    // The dead refresh token was presented once only: no reuse, no revoked family.
    expect(server.refreshCalls().map((call) => call.body)).toEqual(['{"refresh":"old-refresh"}']);
  });

  it('works without Web Locks (single flight within the tab still holds)', async () => {
    const store = new MemoryTokenStore({ access: 'old-access', refresh: 'old-refresh' });
    const server = fakeServer({ valid: 'x' });
    const client = createSessionClient({ store, fetch: server.send, locks: null, apiBase: BASE });
    await Promise.all([client.refreshSession('old-access'), client.refreshSession('old-access')]);
    expect(server.refreshCalls()).toHaveLength(1);
  });
});

describe('a refused refresh token', () => {
  it.each([400, 401])('(%i) clears the session and reports that it ended', async (status) => {
    const { client, store, onSessionEnded } = setup({
      refresh: () => json(status, { detail: 'revoked', code: 'token_not_valid' }),
    });
    await expect(client.authorizedFetch(`${BASE}/auth/profile/`)).rejects.toBeInstanceOf(
      SessionEndedError,
    );
    expect(store.pair).toBeUndefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not clear a session started anew meanwhile (another sign-in in another tab)', async () => {
    const store = new MemoryTokenStore({ access: 'old-access', refresh: 'old-refresh' });
    const client = createSessionClient({
      store,
      apiBase: BASE,
      fetch: async () => {
        store.pair = { access: 'new-login', refresh: 'new-login-refresh' };
        return json(401, { detail: 'revoked' });
      },
    });
    await expect(client.refreshSession('old-access')).rejects.toBeInstanceOf(SessionEndedError);
    expect(store.pair).toEqual({ access: 'new-login', refresh: 'new-login-refresh' });
  });
});

describe('a refresh that cannot reach the server keeps the session', () => {
  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a timeout', () => Promise.reject(new DOMException('timed out', 'TimeoutError'))],
    ['a 500', () => json(500, { detail: 'boom' })],
    ['a 503', () => new Response('Service Unavailable', { status: 503 })],
    ['a 429', () => json(429, { detail: 'slow down', code: 'rate_limited' })],
  ])('%s: the request fails, nobody is signed out', async (_, answer) => {
    const { client, store, onSessionEnded } = setup({ refresh: answer as Handler });
    await expect(client.authorizedFetch(`${BASE}/auth/profile/`)).rejects.toBeInstanceOf(
      RefreshUnavailableError,
    );
    expect(store.pair).toEqual({ access: 'old-access', refresh: 'old-refresh' });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('lets the next request try the refresh again', async () => {
    let online = false;
    const { client, server } = setup({
      refresh: () =>
        online
          ? json(200, { access: 'fresh-elsewhere', refresh: 'r2' })
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.authorizedFetch(`${BASE}/auth/profile/`)).rejects.toThrow(
      'Token refresh could not reach the server',
    );
    online = true;
    const response = await client.authorizedFetch(`${BASE}/auth/profile/`);
    expect(response.status).toBe(200);
    expect(server.refreshCalls()).toHaveLength(2);
  });
});
