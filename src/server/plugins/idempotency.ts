import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type EffectObserver,
  idempotencyKeyOf,
  idempotencyRunner,
  type RunIdempotent,
} from '../services/idempotency-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a mutating effect at most once per (user, Idempotency-Key); see idempotency-service. */
    runIdempotent: RunIdempotent;
  }
  interface FastifyRequest {
    /**
     * The request's Idempotency-Key header, checked (a 400 when malformed), or undefined when
     * none was sent. Read where the route needs it, so a route that takes no key never refuses one.
     */
    readonly idempotencyKey: string | undefined;
  }
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: { onEffectCommitted?: EffectObserver | undefined }) => {
    app.decorate('runIdempotent', idempotencyRunner(app.db, app.clock, options));
    app.decorateRequest('idempotencyKey', {
      getter(this: { headers: Record<string, string | string[] | undefined> }) {
        return idempotencyKeyOf(this.headers['idempotency-key']);
      },
    });
  },
  { dependencies: [] },
);
