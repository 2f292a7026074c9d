import type { UserIdsPage } from '../repositories/social-users-repository';
import { KeptAnswers } from '../services/kept-answers';
import { keptAnswersPlugin } from './kept-answers-drops';

declare module 'fastify' {
  interface FastifyInstance {
    /** The user search's pages of matches this instance keeps (services/kept-answers.ts). */
    userSearchPages: KeptAnswers<UserIdsPage>;
  }
}

/** The database's channel for travellers joining, leaving or renamed (migration 0017). */
const USERS_CHANNEL = 'users_changed';

/** Names change rarely; the notifications drop the pages when one does. */
const USER_SEARCH_PAGE_MAX_AGE_MS = 60_000;
/** Queries × pages: bounded whatever the callers ask for. */
const MOST_USER_SEARCH_PAGES = 2_000;

/** The routes whose writes add, rename or remove a traveller. */
const NAME_WRITES = new Set([
  '/api/auth/register/',
  '/api/auth/google/',
  '/api/auth/profile/',
  '/api/auth/account/',
]);

/**
 * Keeps the user search's pages of matches per instance (P7), dropped on the database's
 * notifications and, before the answer leaves, on a name written through this instance:
 * whoever renamed themselves finds the new name at once.
 */
export const userSearchPagesPlugin = keptAnswersPlugin(
  'userSearchPages',
  () =>
    new KeptAnswers<UserIdsPage>({
      maxAgeMs: USER_SEARCH_PAGE_MAX_AGE_MS,
      maxEntries: MOST_USER_SEARCH_PAGES,
    }),
  { channel: USERS_CHANNEL, routes: NAME_WRITES },
);
