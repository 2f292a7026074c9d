import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueResponseSchema } from '../../shared/api/catalogue';
import { UNCOMPRESSED_LENGTH_HEADER } from '../../shared/api/catalogue-lines';
import { acceptedEncoding } from '../http/answer-compression';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/heritage/catalogue/',
    {
      compress: false,
      schema: {
        tags: ['heritage'],
        summary: 'The whole catalogue for the offline map, versioned by ETag',
        description:
          'Send If-None-Match with the last ETag to get 304 when nothing changed. ' +
          `${UNCOMPRESSED_LENGTH_HEADER} gives the decoded size for progress bars. ` +
          'The JSON is laid out one site per line (the header fields on the first line, ' +
          '`]}` on the last), so a client may parse sites while the body is still arriving.',
        response: { 200: catalogueResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, typedReply) => {
      // The body is sent pre-serialised and pre-compressed (a Buffer skips the serializer).
      const reply = typedReply as FastifyReply;
      const document = await app.catalogueDocument.get();
      reply
        .header('etag', document.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header(UNCOMPRESSED_LENGTH_HEADER, String(document.json.length))
        .header('access-control-expose-headers', `${UNCOMPRESSED_LENGTH_HEADER}, etag`);
      if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const body = encoding ? document[encoding] : document.json;
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-length', String(body.length))
        .send(body);
    },
  );
};
