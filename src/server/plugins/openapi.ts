import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { onlyReferencedComponents } from '../http/openapi-components';

/**
 * The OpenAPI document, generated from the zod schemas the routes validate
 * with, at /api/docs/json, with a browsable page at /api/docs (both off with
 * API_DOCS=false). The same
 * document is committed as docs/openapi.json and checked for drift in CI.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { ui: boolean }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Heritage Passport API',
        description:
          'API of Heritage Passport. Errors are `{detail, code?}` or field errors `{field: [message]}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => onlyReferencedComponents(jsonSchemaTransformObject(document)),
  });
  // The document itself stays (scripts/generate-openapi.ts reads it); only its pages go.
  if (options.ui) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
