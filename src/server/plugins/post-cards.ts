import { PostCards } from '../services/post-cards';
import { keptAnswersPlugin } from './kept-answers-drops';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cards of posts this instance keeps (services/post-cards.ts). */
    postCards: PostCards;
  }
}

/** The database's channel for what a post's card shows (migration 0018). */
const POST_CARDS_CHANNEL = 'post_cards_changed';

/** Notifications drop a changed card at once; this bounds a card kept through a missed one. */
const POST_CARD_MAX_AGE_MS = 60_000;
/** Cards of the posts read lately: bounded whatever the callers page through. */
const MOST_POST_CARDS = 5_000;

/**
 * The routes whose writes may change a card: a visit recorded, edited or removed (its
 * photos too, by one call or a synced batch), a traveller's names or picture, an account
 * removed. Likes, follows and comments change only what pages read on every call.
 */
const CARD_WRITES = new Set([
  '/api/heritage/sites/:id/visit/',
  '/api/heritage/sites/:id/unvisit/',
  '/api/sync/batch/',
  '/api/auth/profile/',
  '/api/auth/account/',
]);

/**
 * Keeps the cards of posts per instance (P7), each dropped on the database's notification
 * that what it shows changed and, before the answer leaves, all of them on a card write
 * answered by this instance: whoever made it reads it back at once.
 */
export const postCardsPlugin = keptAnswersPlugin(
  'postCards',
  () => new PostCards({ maxAgeMs: POST_CARD_MAX_AGE_MS, maxEntries: MOST_POST_CARDS }),
  { channel: POST_CARDS_CHANNEL, routes: CARD_WRITES },
);
