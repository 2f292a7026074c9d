import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, systemClock } from './common/clock';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/connect';
import { compiledSerializerCompiler } from './http/response-serializer';
import type { ImageDecodeOptions } from './media/image-decodes';
import { openMediaStore } from './media/open-media-store';
import { authPlugin } from './plugins/auth';
import { catalogueDocumentPlugin } from './plugins/catalogue-document';
import { clientAppPlugin } from './plugins/client-app';
import { databasePlugin } from './plugins/database';
import { answerRouterError, errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { inlineScriptHashes } from './plugins/inline-script-hashes';
import { leaderboardsPlugin } from './plugins/leaderboards';
import { mediaPlugin } from './plugins/media';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { postCardsPlugin } from './plugins/post-cards';
import { requestsInFlightPlugin } from './plugins/requests-in-flight';
import { securityPlugin } from './plugins/security';
import { sitePagesPlugin } from './plugins/site-pages';
import { userSearchPagesPlugin } from './plugins/user-search-pages';
import { analyticsRoutes } from './routes/analytics-routes';
import { authAccountRoutes } from './routes/auth-account-routes';
import { authRoutes } from './routes/auth-routes';
import { badgesRoutes } from './routes/badges-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { exportRoutes } from './routes/export-routes';
import { healthRoutes } from './routes/health-routes';
import { heritageRoutes } from './routes/heritage-routes';
import { rankingRoutes } from './routes/ranking-routes';
import { socialCommentsRoutes } from './routes/social-comments-routes';
import { socialPostsRoutes } from './routes/social-posts-routes';
import { socialUsersRoutes } from './routes/social-users-routes';
import { syncRoutes } from './routes/sync-routes';
import { visitsRoutes } from './routes/visits-routes';
import { wishlistRoutes } from './routes/wishlist-routes';
import type { EffectObserver } from './services/idempotency-service';
import type { RateLimitSettings } from './services/rate-limit-service';

// Validation messages reach users: say them in Japanese.
z.config(z.locales.ja());

export type AppOptions = {
  config: Config;
  /** An open database; the app closes it on close unless `closeDatabase` is false. */
  database: DatabaseHandle;
  closeDatabase?: boolean;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** Where the server reads the time (token expiry, rate-limit windows); tests move it. */
  clock?: Clock;
  /** Overrides of the login, register and refresh limits; tests lower or raise them. */
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * Check every answer against its zod schema as well as writing it with the compiled
   * serializer (http/response-serializer.ts); the test tiers turn it on.
   */
  checkResponses?: boolean;
  /** Test-only: told each time a keyed change really ran (tests/api/outbox-property.test.ts). */
  onIdempotentEffect?: EffectObserver;
  /** Test-only: the image decode queue's size and a hook inside it. */
  imageDecodes?: ImageDecodeOptions;
};

/**
 * Builds the whole server: plugins, API routes and the PWA. main.ts listens on
 * it; tests call it in-process with inject().
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    // Only behind a proxy may the app trust X-Forwarded-For: otherwise anyone could pick
    // their own IP and escape the per-IP limits.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    compiledSerializerCompiler({ checkContract: options.checkResponses ?? false }),
  );

  await app.register(errorsPlugin);
  await app.register(databasePlugin, {
    handle: options.database,
    closeWithApp: options.closeDatabase ?? true,
  });
  await app.register(leaderboardsPlugin, { handle: options.database });
  await app.register(sitePagesPlugin, { handle: options.database });
  await app.register(userSearchPagesPlugin, { handle: options.database });
  await app.register(postCardsPlugin, { handle: options.database });
  await app.register(catalogueDocumentPlugin);
  await app.register(securityPlugin, {
    tileUrl: config.tileUrl,
    googleClientId: config.googleClientId,
    analytics: config.analyticsMeasurementId !== undefined,
    inlineScripts: inlineScriptHashes(config.clientDir),
  });
  await app.register(openapiPlugin, { ui: config.apiDocs });
  await app.register(multipartPlugin);
  // One store for the app's life: the disk, or the bucket several app servers share.
  const media = await openMediaStore(config);
  await app.register(mediaPlugin, { store: media });
  await app.register(authPlugin, {
    config,
    clock: options.clock ?? systemClock,
    rateLimits: { ...config.rateLimits, ...options.rateLimits },
    media,
    imageDecodes: options.imageDecodes,
  });
  await app.register(idempotencyPlugin, { onEffectCommitted: options.onIdempotentEffect });
  // After every plugin that closes something at shutdown: its wait runs before their closing.
  await app.register(requestsInFlightPlugin);

  await app.register(
    async (api) => {
      // Answers carry the user's own data: no shared or browser cache keeps them, unless
      // a route says otherwise (the public catalogue revalidates with its ETag).
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(healthRoutes);
      await api.register(analyticsRoutes, { measurementId: config.analyticsMeasurementId });
      await api.register(authRoutes);
      await api.register(authAccountRoutes);
      await api.register(heritageRoutes);
      await api.register(catalogueRoutes);
      await api.register(visitsRoutes);
      await api.register(wishlistRoutes);
      await api.register(socialUsersRoutes);
      await api.register(socialPostsRoutes);
      await api.register(socialCommentsRoutes);
      await api.register(rankingRoutes);
      await api.register(badgesRoutes);
      await api.register(dashboardRoutes);
      await api.register(exportRoutes);
      await api.register(syncRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(clientAppPlugin, {
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
  });

  return app;
}

/**
 * Fastify takes booleans and address lists as they are; a hop count it no longer takes, so
 * it is a function: the socket's peer is hop 0, and the first `hops` hops are trusted.
 */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
