/**
 * The last answer of a remote view (a feed page, a profile, a list of travellers), kept so
 * the screen shows it offline or when a fetch fails, with its age. Stored in the
 * `readCache` table (db/local-database.ts), one row per signed-in user and view.
 *
 * !!! PERSISTED DATA !!! Rows written by one release are read by the next: add fields as
 * optional, and never change what an existing key means.
 */
export interface ReadCacheRow {
  /** The signed-in user the answer was fetched for; VISITOR_ID for no session. */
  userId: number;
  /** Which view (readCacheKeys below). */
  key: string;
  /** When the answer arrived (epoch ms): the age shown with it. */
  savedAt: number;
  /** The answer as the server sent it (a shape of src/shared/api). */
  value: unknown;
}

/**
 * The owner of rows fetched without a session. User ids are positive, so it never collides
 * with an account; such rows hold only what anyone may read.
 */
export const VISITOR_ID = 0;

/**
 * The views that are kept. A key names what was asked, never who asked: the user is the
 * row's other key part, so two accounts on one device never read each other's copies (what
 * a profile says depends on who looks: follows, blocks, visibility).
 */
export const readCacheKeys = {
  feed: (type: string) => `feed:${type}`,
  users: (order: 'popular' | 'recent') => `users:${order}`,
  profile: (userId: number) => `user:${userId}:profile`,
  userPosts: (userId: number) => `user:${userId}:posts`,
  followers: (userId: number) => `user:${userId}:followers`,
  following: (userId: number) => `user:${userId}:following`,
  postComments: (postId: number) => `post:${postId}:comments`,
  commentReplies: (commentId: number) => `comment:${commentId}:replies`,
  siteComments: (siteId: number) => `site:${siteId}:comments`,
  leaderboard: (type: string, period: string) => `ranking:${type}:${period}`,
  myRanking: (type: string, period: string) => `ranking:${type}:${period}:mine`,
  badges: () => 'badges',
  dashboard: (part: 'basic' | 'stats' | 'feed') => `dashboard:${part}`,
  community: () => 'community',
} as const;

/** The primary key of a row: the signed-in user (or VISITOR_ID) first, then the view. */
export function readCacheId(userId: number | null | undefined, key: string): [number, string] {
  return [userId ?? VISITOR_ID, key];
}
