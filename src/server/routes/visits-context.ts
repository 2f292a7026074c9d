import type { FastifyInstance } from 'fastify';
import type { VisitsContext } from '../services/visits-service';

/**
 * What the visits service needs, taken from the app: the visit routes and the outbox's batch
 * call (which applies each queued visit exactly as its single call) build it here alike.
 */
export function visitsContextOf(app: FastifyInstance): VisitsContext {
  return {
    db: app.db,
    clock: app.clock,
    media: app.auth.media,
    background: app.auth.background,
    runIdempotent: app.runIdempotent,
    timeZone: app.timeZone,
    limits: app.auth.limits,
  };
}
