import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connect';
import { LeaderboardCache } from '../services/leaderboard-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tops of the rankings this instance keeps (services/leaderboard-cache.ts). */
    leaderboards: LeaderboardCache;
  }
}

/** The database's channel for changes a leaderboard shows (migration 0011). */
const LEADERBOARD_CHANNEL = 'leaderboard_changed';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps the tops of the rankings per instance, dropped on the database's notifications and,
 * before the answer leaves, on any change this instance made: the traveller who logged a
 * visit reads the ranking it moved at once.
 */
export const leaderboardsPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    const cache = new LeaderboardCache();
    const stopWatching = await options.handle.watch(LEADERBOARD_CHANNEL, {
      changed: () => cache.changed(),
      live: (live) => cache.setLive(live),
    });
    app.decorate('leaderboards', cache);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!READS.has(request.method) && reply.statusCode < 400) cache.changed();
      done(null, payload);
    });
    // Before the database closes (its onClose hook was added earlier, so it runs later).
    app.addHook('onClose', () => stopWatching());
  },
);
