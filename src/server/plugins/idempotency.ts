import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type EffectObserver,
  idempotencyRunner,
  type RunIdempotent,
} from '../services/idempotency-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a mutating effect at most once per (user, Idempotency-Key); see idempotency-service. */
    runIdempotent: RunIdempotent;
  }
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: { onEffectCommitted?: EffectObserver | undefined }) => {
    app.decorate('runIdempotent', idempotencyRunner(app.db, app.clock, options));
  },
  { dependencies: [] },
);
