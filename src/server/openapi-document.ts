import type { FastifyInstance } from 'fastify';

type Document = { components?: { schemas?: Record<string, unknown> } };

/**
 * The OpenAPI document as committed: stable key order, trailing newline. Its component
 * schemas come in the order their modules registered them with zod, which depends on what a
 * process imported first (a test run that loads one contract early moves it up): they are
 * written by name, so the same API always gives the same file.
 */
export async function renderOpenapiDocument(app: FastifyInstance): Promise<string> {
  await app.ready();
  const document = app.swagger() as Document;
  const schemas = document.components?.schemas;
  const byName = schemas
    ? {
        ...document,
        components: {
          ...document.components,
          schemas: Object.fromEntries(
            Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
          ),
        },
      }
    : document;
  return `${JSON.stringify(byName, null, 2)}\n`;
}
