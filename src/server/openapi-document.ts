import type { FastifyInstance } from 'fastify';

/** The OpenAPI document as committed: stable key order, trailing newline. */
export async function renderOpenapiDocument(app: FastifyInstance): Promise<string> {
  await app.ready();
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
