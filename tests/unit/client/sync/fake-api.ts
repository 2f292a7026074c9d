/**
 * A small in-memory stand-in for the server's visit and wishlist calls, for the
 * outbox's rule tests (the property test in tests/api runs against the real
 * server). Tests can script one-off answers with `answerNext`.
 */
import type { User } from '../../../../src/shared/api/auth';
import type { Comment } from '../../../../src/shared/api/social-comments';
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
  country_en: 'Japan',
  heritage_type: 'cultural' as const,
  listed: true,
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
  country_code: 'jp',
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
  heritage_site: {
    id: siteId,
    name: '',
    name_en: '',
    country: '',
    country_en: '',
    heritage_type: 'mixed',
    listed: true,
  },
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
    case 'like.put':
      return call('POST', `/social/posts/${op.post_id}/like/`);
    case 'like.delete':
      return call('DELETE', `/social/posts/${op.post_id}/unlike/`);
    case 'follow.put':
      return call('POST', `/social/follow/${op.user_id}/`);
    case 'follow.delete':
      return call('DELETE', `/social/unfollow/${op.user_id}/`);
    case 'post-comment.create':
      return call('POST', `/social/posts/${op.post_id}/comments/`, op.comment);
    case 'site-comment.create':
      return call('POST', `/heritage/sites/${op.site_id}/comments/`, op.comment);
    case 'comment.delete':
      return call('DELETE', `/social/comments/${op.comment_id}/`);
    default:
      throw new Error(`the fake API has no single call for ${op.kind}`);
  }
}

/** A comment as the server answers it. */
export const serverComment = (
  id: number,
  userId: number,
  fields: Partial<Comment> = {},
): Comment => ({
  id,
  user: {
    id: userId,
    username: `user${userId}`,
    display_name: '',
    full_name: '',
    profile_picture: null,
  },
  content: 'x',
  created_at: '2030-01-01T00:00:00.000Z',
  post: null,
  heritage_site: null,
  parent_comment: null,
  replies_count: 0,
  client_id: null,
  can_delete: true,
  ...fields,
});

export function createFakeApi() {
  const visits = new Map<string, Visit>();
  /** Posts (by id) the server has, with who liked them; likes on others are 404. */
  const posts = new Map<number, Set<number>>();
  /** Who follows whom: `${follower}:${followed}`. */
  const follows = new Set<string>();
  /** Comments by id; client ids seen answer the comment already made (200). */
  const comments = new Map<number, Comment>();
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
      if (answer.status >= 500 || answer.status === 429) break;
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
    const social = await answerSocial(request, path, userId);
    if (social) return social;
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

  /** The social calls as the real server answers them (docs/SYNC.md, the server side). */
  async function answerSocial(request: Request, path: string, userId: number) {
    let match = path.match(/^\/social\/posts\/(\d+)\/(like|unlike)\/$/);
    if (match) {
      const postId = Number(match[1]);
      const likers = posts.get(postId);
      if (!likers) return json(404, { detail: '投稿が見つかりません。', code: 'not_found' });
      if (match[2] === 'like') likers.add(userId);
      else likers.delete(userId);
      return json(200, { post_id: postId, liked: likers.has(userId), likes_count: likers.size });
    }
    match = path.match(/^\/social\/(follow|unfollow)\/(\d+)\/$/);
    if (match) {
      const target = Number(match[2]);
      if (match[1] === 'follow') follows.add(`${userId}:${target}`);
      else follows.delete(`${userId}:${target}`);
      const followers = [...follows].filter((f) => f.endsWith(`:${target}`)).length;
      return json(200, {
        is_following: follows.has(`${userId}:${target}`),
        followers_count: followers,
      });
    }
    match = path.match(/^\/(social\/posts|heritage\/sites)\/(\d+)\/comments\/$/);
    if (match && request.method === 'POST') {
      const on = Number(match[2]);
      const onPost = match[1] === 'social/posts';
      if (onPost && !posts.has(on)) {
        return json(404, { detail: '投稿が見つかりません。', code: 'not_found' });
      }
      const body = (await request.json()) as {
        content: string;
        client_id?: string;
        parent_comment?: number;
      };
      const made = [...comments.values()].find((c) => c.client_id === body.client_id);
      if (made) return json(200, made);
      const comment = serverComment(nextId++, userId, {
        content: body.content,
        post: onPost ? on : null,
        heritage_site: onPost ? null : on,
        parent_comment: body.parent_comment ?? null,
        client_id: body.client_id ?? null,
      });
      comments.set(comment.id, comment);
      return json(201, comment);
    }
    match = path.match(/^\/social\/comments\/(\d+)\/$/);
    if (match && request.method === 'DELETE') {
      comments.delete(Number(match[1]));
      return new Response(null, { status: 204 });
    }
    return null;
  }

  return {
    visits,
    posts,
    follows,
    comments,
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
