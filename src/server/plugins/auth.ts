import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens } from '../auth/access-tokens';
import { AuthError } from '../auth/errors';
import { googleVerifier } from '../auth/google-id-token';
import { primeDummyHash } from '../auth/passwords';
import { successorRefreshToken } from '../auth/refresh-token-values';
import { signingKeys } from '../auth/signing-keys';
import type { Clock } from '../common/clock';
import type { Config } from '../config';
import { createMailer } from '../mail/mailer';
import type { ImageDecodeOptions } from '../media/image-decodes';
import { imageWork } from '../media/image-work';
import type { MediaStore } from '../media/media-store';
import type { AuthContext } from '../services/auth-context';
import { backgroundWork } from '../services/background-work';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitSettings,
  rateLimiter,
} from '../services/rate-limit-service';

export type SignedInUser = { id: number; sessionId: string | null };

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's time; tests inject their own through buildApp's `clock`. */
    clock: Clock;
    /** APP_TIME_ZONE: the calendar of ranking periods and of badge dates. */
    timeZone: string;
    auth: AuthContext;
  }
  interface FastifyRequest {
    /** Set from a valid `Authorization: Bearer` access token; null for visitors. */
    user: SignedInUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Routes that must work with an expired access token still attached
     * (refresh, login, logout…): the Authorization header is not checked.
     */
    skipAccessToken?: boolean;
  }
}

export type AuthPluginOptions = {
  config: Config;
  clock: Clock;
  rateLimits?: Partial<RateLimitSettings> | undefined;
  media: MediaStore;
  /** Test-only: the decode queue's size and a hook inside it. */
  imageDecodes?: ImageDecodeOptions | undefined;
};

/**
 * Accounts and sessions: builds the auth context (signing key, Google
 * verifier, rate limiter) and checks the bearer token of every request. A
 * request without one is a visitor; one with a bad or expired token is
 * answered 401 token_not_valid, so the client refreshes or signs out.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const { config, clock } = options;
  const keys = await signingKeys(app.db, config.jwtSecret, config.jwtPreviousSecrets);
  if (!config.jwtSecret && process.env.NODE_ENV === 'production') {
    app.log.warn(
      'JWT_SECRET is not set: access tokens are signed with a key kept in the database. Set it (at least 32 characters) so a copy of the database cannot mint tokens, and so it can be rotated with JWT_PREVIOUS_SECRETS.',
    );
  }
  await primeDummyHash();
  const tokens = accessTokens(keys, clock);
  const limiter = rateLimiter(app.db, clock, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  const context: AuthContext = {
    db: app.db,
    clock,
    tokens,
    refreshSuccessor: (token) => successorRefreshToken(keys.successorKey, token),
    limiter,
    google: config.googleClientId
      ? googleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl, clock })
      : null,
    googleClientId: config.googleClientId ?? null,
    media: options.media,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, 'mail'),
      log: app.log,
    }),
    publicUrl: config.publicUrl,
    background: backgroundWork(app.log),
    limits: {
      rules: limiter.rules,
      clock,
      images: imageWork(options.imageDecodes),
      storageQuotaBytes: config.storageQuotaBytes,
    },
  };
  app.addHook('onClose', async () => {
    await context.background.settled();
    await context.limits.images.close();
  });
  app.decorate('clock', clock);
  app.decorate('timeZone', config.timeZone);
  app.decorate('auth', context);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config?.skipAccessToken) return;
    const match = /^Bearer(?:\s+(\S*))?\s*$/i.exec(header);
    if (!match) return; // another scheme: not ours to judge
    const subject = match[1] ? await tokens.verify(match[1]) : undefined;
    if (subject === undefined) throw AuthError.tokenNotValid();
    request.user = { id: subject.userId, sessionId: subject.sessionId };
  });
});

/** The signed-in user's id, or 401 not_authenticated for a visitor. */
export function requireUser(request: FastifyRequest): number {
  if (!request.user) throw AuthError.notAuthenticated();
  return request.user.id;
}
