import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '../../shared/api/errors';
import type { PostCards } from '../services/post-cards';
import type { SocialContext } from '../services/social-context';

/** What the social route modules share: the error body, security and the services' context. */
export const e = errorBodySchema;
export const security = [{ bearer: [] }];
/** Visitors may call it; a bearer token makes the answer the signed-in caller’s view. */
export const optionalSecurity: Record<string, string[]>[] = [{}, { bearer: [] }];

export function socialContext(app: {
  db: SocialContext['db'];
  clock: SocialContext['clock'];
  runIdempotent: SocialContext['runIdempotent'];
  timeZone: SocialContext['timeZone'];
  auth: { limits: SocialContext['limits'] };
  postCards: PostCards;
}): SocialContext {
  return {
    postCards: app.postCards,
    db: app.db,
    clock: app.clock,
    runIdempotent: app.runIdempotent,
    timeZone: app.timeZone,
    limits: app.auth.limits,
  };
}

/** The signed-in caller, or undefined for a visitor. */
export const viewerOf = (request: FastifyRequest): number | undefined => request.user?.id;
