import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/server/db/connect';
import type { RankingPeriod, RankingType } from '../src/shared/api/ranking';
import type { LoadRequest } from './open-loop';
import type { SignedInTraveller } from './traveller-tokens';

// The community's mixed load: 80 % reads, 20 % writes, every request signed as one of the
// signed-in travellers in turn. Weights are per hundred requests.

const SEARCHES = ['sato', 'さくら', 'emma', '田中', 'yuki', 'smith', '旅', 'ハルト'];
const TYPES: RankingType[] = ['total_visits', 'countries_visited', 'reviews_count'];
const PERIODS: RankingPeriod[] = ['all_time', 'yearly', 'monthly'];
const DASHBOARD = ['basic', 'stats', 'feed'];

/** What the database holds for the load to aim at: real ids only, so every write is valid. */
export type LoadPool = {
  siteIds: number[];
  /** Public posts shared to the feed, and their authors. */
  posts: { id: number; userId: number }[];
  /** Travellers nobody blocks and who block nobody: anyone may follow them. */
  followable: number[];
  catalogueEtag: string;
};

/** Every 2xx write, to be found in the database afterwards. */
export type AcceptedWrites = {
  visits: [number, number][];
  likes: [number, number][];
  follows: [number, number][];
  comments: string[];
  wishlist: [number, number][];
};

export async function loadPool(db: Database, baseUrl: string): Promise<LoadPool> {
  const ids = (query: ReturnType<typeof sql>) =>
    db.execute(query).then((r) => rowsOf<{ id: number; user_id: number }>(r));
  const siteIds = (await ids(sql`select id from sites where listed`)).map((r) => r.id);
  const posts = (
    await ids(sql`select id, user_id from visits where visibility = 'public' and share_to_feed
      order by md5(id::text) limit 20000`)
  ).map((r) => ({ id: r.id, userId: r.user_id }));
  const followable = (
    await ids(sql`select id from users u where not exists (select 1 from blocks b
      where b.blocker_id = u.id or b.blocked_id = u.id) order by md5(id::text) limit 20000`)
  ).map((r) => r.id);
  const catalogue = await fetch(`${baseUrl}/api/heritage/catalogue/`);
  await catalogue.arrayBuffer();
  return { siteIds, posts, followable, catalogueEtag: catalogue.headers.get('etag') ?? '' };
}

/** A date two days back: in the past in every time zone, as the visit form requires. */
export const recentVisitDate = () =>
  new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

/** A visit form with a photo, as the client sends it: multipart, one file `photos`. */
export type PhotoForm = { body: Buffer; contentType: string };

export async function photoVisitForm(photo: Buffer): Promise<PhotoForm> {
  const form = new FormData();
  form.append('visited_date', recentVisitDate());
  form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'bench.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

type Maker = (
  t: SignedInTraveller,
  n: number,
) => Omit<LoadRequest, 'headers'> & {
  headers?: Record<string, string>;
};
type Entry = { weight: number; make: Maker };

/**
 * The next request of the mix, round the travellers.
 * `runId` keeps idempotency keys and comment texts unique across runs on one database.
 */
export function loadMix(
  pool: LoadPool,
  travellers: SignedInTraveller[],
  photoForm: PhotoForm,
  runId: string,
  accepted: AcceptedWrites,
): () => LoadRequest {
  let n = 0;
  const pick = <T>(items: T[], salt: number): T =>
    items[Math.abs((n * 7919 + salt * 104729) % items.length)] as T;
  const visitedDate = recentVisitDate();
  const json = (body: unknown) => ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const get = (name: string, path: string): ReturnType<Maker> => ({
    name: `GET ${name}`,
    kind: 'read',
    method: 'GET',
    path,
  });
  const otherPost = (t: SignedInTraveller, salt: number) => {
    const post = pick(pool.posts, salt);
    return post.userId === t.id ? pick(pool.posts, salt + 1) : post;
  };
  const entries: Entry[] = [
    {
      weight: 8,
      make: () => get('sites list', `/api/heritage/sites/?limit=50&offset=${(n * 50) % 1200}`),
    },
    {
      weight: 2,
      // Most devices already hold this release: they ask with its ETag and get 304.
      make: () => ({
        ...get('catalogue', '/api/heritage/catalogue/'),
        ...(n % 10 !== 0 && { headers: { 'if-none-match': pool.catalogueEtag } }),
      }),
    },
    { weight: 10, make: () => get('feed discover', '/api/social/feed/?page_size=10') },
    {
      weight: 10,
      make: () => get('feed following', '/api/social/feed/?type=following&page_size=10'),
    },
    {
      weight: 7,
      make: () => get('profile', `/api/social/users/${pick(pool.followable, 1)}/profile/`),
    },
    {
      weight: 7,
      make: () => get('posts', `/api/social/users/${pick(pool.followable, 2)}/posts/?limit=10`),
    },
    {
      weight: 5,
      make: () =>
        get(
          'user search',
          `/api/social/users/search/?q=${encodeURIComponent(pick(SEARCHES, 3))}&limit=20`,
        ),
    },
    {
      weight: 6,
      make: () =>
        get(
          'leaderboard',
          `/api/heritage/leaderboard/?type=${pick(TYPES, 4)}&period=${pick(PERIODS, 5)}&limit=50`,
        ),
    },
    {
      weight: 6,
      make: () =>
        get(
          'my rank',
          `/api/heritage/my-ranking/?type=${pick(TYPES, 6)}&period=${pick(PERIODS, 7)}`,
        ),
    },
    { weight: 5, make: () => get('badges', '/api/badges/my_badges/') },
    {
      weight: 8,
      make: () => {
        const part = pick(DASHBOARD, 8);
        return get(`dashboard ${part}`, `/api/heritage/dashboard/${part}/`);
      },
    },
    { weight: 3, make: () => get('visits list', '/api/heritage/visits/?page_size=100') },
    { weight: 3, make: () => get('wishlist', '/api/wishlist/?page_size=100') },
    {
      weight: 6,
      make: (t) => {
        const site = pick(pool.siteIds, 9);
        return {
          name: 'POST visit',
          kind: 'write',
          method: 'POST',
          path: `/api/heritage/sites/${site}/visit/`,
          ...json({ visited_date: visitedDate, rating: 4, comment: 'ベンチの訪問' }),
          accepted: () => accepted.visits.push([t.id, site]),
        };
      },
    },
    {
      weight: 1,
      make: (t) => {
        const site = pick(pool.siteIds, 10);
        return {
          name: 'POST visit with photo',
          kind: 'photo',
          method: 'POST',
          path: `/api/heritage/sites/${site}/visit/`,
          body: photoForm.body,
          headers: { 'content-type': photoForm.contentType },
          accepted: () => accepted.visits.push([t.id, site]),
        };
      },
    },
    {
      weight: 5,
      make: (t) => {
        const post = otherPost(t, 11);
        return {
          name: 'POST like',
          kind: 'write',
          method: 'POST',
          path: `/api/social/posts/${post.id}/like/`,
          accepted: () => accepted.likes.push([t.id, post.id]),
        };
      },
    },
    {
      weight: 3,
      make: (t) => {
        const first = pick(pool.followable, 12);
        const followee = first === t.id ? pick(pool.followable, 13) : first;
        return {
          name: 'POST follow',
          kind: 'write',
          method: 'POST',
          path: `/api/social/follow/${followee}/`,
          accepted: () => accepted.follows.push([t.id, followee]),
        };
      },
    },
    {
      weight: 3,
      make: () => {
        const post = pick(pool.posts, 14);
        const content = `ベンチ ${runId} ${n}`;
        return {
          name: 'POST comment',
          kind: 'write',
          method: 'POST',
          path: `/api/social/posts/${post.id}/comments/`,
          ...json({ content }),
          accepted: () => accepted.comments.push(content),
        };
      },
    },
    {
      weight: 2,
      make: (t) => {
        const site = pick(pool.siteIds, 15);
        return {
          name: 'PUT wishlist',
          kind: 'write',
          method: 'PUT',
          path: `/api/wishlist/sites/${site}/`,
          ...json({ priority: 2, notes: '' }),
          accepted: () => accepted.wishlist.push([t.id, site]),
        };
      },
    },
  ];
  const wheel = entries.flatMap((entry) => Array.from({ length: entry.weight }, () => entry.make));
  return () => {
    n += 1;
    const traveller = travellers[n % travellers.length] as SignedInTraveller;
    // A stride prime to the wheel's size: consecutive requests are of different kinds; the
    // shift at each round of the travellers gives each of them every kind in turn.
    const turn = n * 37 + Math.floor(n / travellers.length);
    const made = (wheel[turn % wheel.length] as Maker)(traveller, n);
    return {
      ...made,
      headers: {
        ...made.headers,
        authorization: `Bearer ${traveller.token}`,
        ...(made.kind !== 'read' && { 'idempotency-key': `bench-${runId}-${n}` }),
      },
    };
  };
}
