import { KeptAnswers } from '../services/kept-answers';
import type { SiteListResult } from '../services/sites-service';
import { keptAnswersPlugin } from './kept-answers-drops';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages of the sites list this instance keeps (services/kept-answers.ts). */
    sitePages: KeptAnswers<SiteListResult>;
  }
}

/** The database's channel for changes a page of the sites list shows (migration 0016). */
const SITES_CHANNEL = 'sites_changed';

/**
 * A page of sites changes only with the catalogue and the sites' comments, so it is kept far
 * longer than a leaderboard; the notifications drop it when either changes.
 */
const SITE_PAGE_MAX_AGE_MS = 60_000;
/** Filters × pages: bounded whatever the callers ask for. */
const MOST_SITE_PAGES = 500;

/**
 * The routes whose writes can change a site's comment count. Not the outbox's batches: most
 * carry visits and likes, and dropping every page for each of them would keep little; a site
 * comment sent in one shows once the notification arrives, a moment later.
 */
const COMMENT_WRITES = new Set(['/api/heritage/sites/:id/comments/', '/api/social/comments/:id/']);

/**
 * Keeps the pages of the sites list per instance (P7), dropped on the database's
 * notifications and, before the answer leaves, on a comment written through this instance:
 * whoever commented reads the new count at once.
 */
export const sitePagesPlugin = keptAnswersPlugin(
  'sitePages',
  () =>
    new KeptAnswers<SiteListResult>({
      maxAgeMs: SITE_PAGE_MAX_AGE_MS,
      maxEntries: MOST_SITE_PAGES,
    }),
  { channel: SITES_CHANNEL, routes: COMMENT_WRITES },
);
