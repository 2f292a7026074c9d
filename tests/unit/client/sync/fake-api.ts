/**
 * A small in-memory stand-in for the server's visit and wishlist calls, for the
 * outbox's rule tests (the property test in tests/api runs against the real
 * server). Tests can script one-off answers with `answerNext`.
 */
import type { User } from '../../../../src/shared/api/auth';
import type { SyncBatchRequest, SyncOperation, SyncResult } from '../../../../src/shared/api/sync';
import type { Visit } from '../../../../src/shared/api/visits';
import type { WishlistItem } from '../../../../src/shared/api/wishlist';

export const user = (id: number): User => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  display_name: `User ${id}`,
  full_name: `User ${id}`,
  profile_picture: null,
  bio: '',
  location: '',
  website: '',
  birth_date: null,
  joined_date: '2026-01-01T00:00:00Z',
  posts_count: 0,
  total_visits: 0,
  countries_visited: 0,
  followers_count: 0,
  following_count: 0,
  is_following: false,
});

type Logged = { method: string; path: string; key: string | null; token: string | null };

const site = (id: number) => ({
  id,
  name: `遺産${id}`,
  name_en: `Site ${id}`,
  country: '日本',
  heritage_type: 'cultural' as const,
});

/** A visit as the server answers it (every field, so it passes the client's S17 check). */
export const serverVisit = (
  userId: number,
  siteId: number,
  fields: Partial<Visit> = {},
): Visit => ({
  id: siteId,
  user: {
    id: userId,
    username: `user${userId}`,
    display_name: '',
    full_name: '',
    profile_picture: null,
  },
  heritage_site: site(siteId),
  rating: 3,
  comment: '',
  notes: '',
  visited_date: '2026-01-01',
  share_to_feed: true,
  visibility: 'public',
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  photos_url: null,
  photos: [],
  likes_count: 0,
  comments_count: 0,
  is_liked: false,
  ...fields,
});

/** A wishlist item as the server answers it. */
export const wishItem = (siteId: number, priority = 3): WishlistItem => ({
  id: siteId,
  priority,
  notes: '',
  added_at: '2030-01-01T00:00:00.000Z',
  heritage_site: { id: siteId, name: '', name_en: '', country: '', heritage_type: 'mixed' },
});

/** The single call a batch operation stands for. */
function singleRequestOf(op: SyncOperation, token: string): Request {
  const headers = {
    authorization: `Bearer ${token}`,
    'idempotency-key': op.idempotency_key,
    'content-type': 'application/json',
  };
  const call = (method: string, path: string, body?: unknown) =>
    new Request(`http://fake/api${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  switch (op.kind) {
    case 'visit.put':
      return call('POST', `/heritage/sites/${op.site_id}/visit/`, op.visit);
    case 'visit.delete':
      return call('DELETE', `/heritage/sites/${op.site_id}/unvisit/`);
    case 'wishlist.put':
      return call('PUT', `/wishlist/sites/${op.site_id}/`, op.item);
    case 'wishlist.delete':
      return call('DELETE', `/wishlist/sites/${op.site_id}/`);
    default:
      throw new Error(`the fake API has no single call for ${op.kind}`);
  }
}

export function createFakeApi() {
  const visits = new Map<string, Visit>();
  const wishlist = new Map<string, WishlistItem>();
  const scripted: Array<(request: Request) => Response | Promise<Response>> = [];
  const log: Logged[] = [];
  /** Which user each access token belongs to; refresh tokens map to their next pair. */
  const tokens = new Map<string, number>([
    ['access-1', 1],
    ['access-2', 2],
  ]);
  const refreshes = new Map<string, { access: string; refresh: string }>();
  /** Every batch call that reached the server. */
  const batches: Request[] = [];
  let nextId = 100;
  let inFlight = 0;
  let maxInFlight = 0;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/auth/token/refresh/') {
      const { refresh } = (await request.json()) as { refresh: string };
      const pair = refreshes.get(refresh);
      if (!pair) return json(401, { detail: 'refused', code: 'token_not_valid' });
      refreshes.delete(refresh);
      return json(200, pair);
    }
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? null;
    if (path === '/sync/batch/' && request.method === 'POST') {
      if (token === null || !tokens.has(token)) {
        return json(401, { detail: 'expired', code: 'token_not_valid' });
      }
      batches.push(request);
      return answerBatch(request, token);
    }
    return answerSingle(request, path, token);
  }

  /**
   * docs/SYNC.md S16, as the real server answers it: each operation through its single
   * call (so `log` and `answerNext` see one call per operation), stopping after a 5xx.
   */
  async function answerBatch(request: Request, token: string): Promise<Response> {
    const { operations } = (await request.clone().json()) as SyncBatchRequest;
    const results: SyncResult[] = [];
    for (const op of operations) {
      const single = singleRequestOf(op, token);
      const answer = await answerSingle(
        single,
        new URL(single.url).pathname.replace(/^\/api/, ''),
        token,
      );
      const text = await answer.text();
      results.push({
        idempotency_key: op.idempotency_key,
        status: answer.status,
        replayed: false,
        body: text ? JSON.parse(text) : null,
      });
      if (answer.status >= 500) break;
    }
    return json(200, { results });
  }

  async function answerSingle(request: Request, path: string, token: string | null) {
    log.push({
      method: request.method,
      path,
      key: request.headers.get('idempotency-key'),
      token,
    });
    const userId = token ? tokens.get(token) : undefined;
    if (userId === undefined) return json(401, { detail: 'expired', code: 'token_not_valid' });
    const scriptedAnswer = scripted.shift();
    if (scriptedAnswer) return scriptedAnswer(request);

    let match = path.match(/^\/heritage\/sites\/(\d+)\/visit\/$/);
    if (match && request.method === 'POST') {
      const siteId = Number(match[1]);
      const type = request.headers.get('content-type') ?? '';
      const fields = type.startsWith('multipart/')
        ? Object.fromEntries(
            [...(await request.formData()).entries()].map(([k, v]) => [
              k,
              typeof v === 'string' ? v : v,
            ]),
          )
        : ((await request.json()) as Record<string, unknown>);
      const photo = typeof fields.photos === 'object';
      const key = `${userId}:${siteId}`;
      const previous = visits.get(key);
      const photos = photo
        ? [
            {
              url: `/media/${siteId}.webp`,
              thumbnail_url: `/media/${siteId}-t.webp`,
              width: 1,
              height: 1,
            },
          ]
        : (previous?.photos ?? []);
      const visit = serverVisit(userId, siteId, {
        id: previous?.id ?? nextId++,
        rating: Number(fields.rating),
        comment: String(fields.comment),
        visited_date: String(fields.visited_date),
        photos_url: photos[0]?.url ?? null,
        photos,
      });
      visits.set(key, visit);
      return json(previous ? 200 : 201, visit);
    }
    match = path.match(/^\/heritage\/sites\/(\d+)\/unvisit\/$/);
    if (match && request.method === 'DELETE') {
      visits.delete(`${userId}:${match[1]}`);
      return new Response(null, { status: 204 });
    }
    match = path.match(/^\/wishlist\/sites\/(\d+)\/$/);
    if (match && request.method === 'PUT') {
      const siteId = Number(match[1]);
      const body = (await request.json()) as { priority: number; notes: string };
      const key = `${userId}:${siteId}`;
      const item: WishlistItem = {
        id: wishlist.get(key)?.id ?? nextId++,
        priority: body.priority,
        notes: body.notes,
        added_at: wishlist.get(key)?.added_at ?? '2030-01-01T00:00:00.000Z',
        heritage_site: site(siteId),
      };
      wishlist.set(key, item);
      return json(200, item);
    }
    if (match && request.method === 'DELETE') {
      wishlist.delete(`${userId}:${match[1]}`);
      return new Response(null, { status: 204 });
    }
    const own = <T>(map: Map<string, T>) =>
      [...map.entries()].filter(([k]) => k.startsWith(`${userId}:`)).map(([, v]) => v);
    if (path === '/heritage/visits/') {
      const results = own(visits);
      return json(200, { count: results.length, next: null, previous: null, results });
    }
    if (path === '/wishlist/') {
      const results = own(wishlist);
      return json(200, { count: results.length, next: null, previous: null, results });
    }
    return json(404, { detail: 'not found', code: 'not_found' });
  }

  return {
    visits,
    wishlist,
    log,
    batches,
    tokens,
    refreshes,
    /** The next call (after authentication) gets this answer instead of the normal one. */
    answerNext(answer: (request: Request) => Response | Promise<Response>) {
      scripted.push(answer);
    },
    json,
    /** Most requests that were ever in the server at once. */
    maxInFlight: () => maxInFlight,
    fetch: async (request: Request): Promise<Response> => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return await handle(request);
      } finally {
        inFlight -= 1;
      }
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
