import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/errors';
import { idempotencyKeyOf } from '../services/idempotency-service';
import type { SocialContext } from '../services/social-context';

/** What the social route modules share: tags, security, the Idempotency-Key header. */
export const e = errorBodySchema;
export const security = [{ bearer: [] }];
/** Visitors may call it; a bearer token makes the answer the signed-in caller’s view. */
export const optionalSecurity: Record<string, string[]>[] = [{}, { bearer: [] }];

export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .max(200)
    .optional()
    .describe('Any unique string per intended change; a replay returns the first response'),
});

export function keyOf(request: FastifyRequest): string | undefined {
  return idempotencyKeyOf(request.headers['idempotency-key']);
}

export function socialContext(app: {
  db: SocialContext['db'];
  clock: SocialContext['clock'];
  runIdempotent: SocialContext['runIdempotent'];
  timeZone: SocialContext['timeZone'];
  auth: { limits: SocialContext['limits'] };
}): SocialContext {
  return {
    db: app.db,
    clock: app.clock,
    runIdempotent: app.runIdempotent,
    timeZone: app.timeZone,
    limits: app.auth.limits,
  };
}

/** The signed-in caller, or undefined for a visitor. */
export const viewerOf = (request: FastifyRequest): number | undefined => request.user?.id;
