import { describe, expect, it } from 'vitest';
import { onlyReferencedComponents } from '../../../src/server/http/openapi-components';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

describe('the OpenAPI document’s component schemas', () => {
  it('keeps what the paths use, directly or through another component, listed by name', () => {
    const document = {
      openapi: '3.1.0',
      paths: {
        '/api/visits/': {
          get: {
            responses: { 200: { content: { 'application/json': { schema: ref('VisitPage') } } } },
          },
          post: {
            requestBody: { content: { 'application/json': { schema: ref('VisitRequestInput') } } },
          },
        },
      },
      components: {
        securitySchemes: { bearer: { type: 'http' } },
        schemas: {
          VisitRequestInput: { type: 'object' },
          VisitPage: {
            type: 'object',
            properties: { results: { type: 'array', items: ref('Visit') } },
          },
          Visit: {
            type: 'object',
            properties: { photos: { anyOf: [ref('VisitPhoto'), { type: 'null' }] } },
          },
          VisitPhoto: { type: 'object' },
          VisitInput: { type: 'object' },
          ExportedBadge: { type: 'object' },
        },
      },
    };
    const kept = onlyReferencedComponents(document);
    expect(Object.keys(kept.components.schemas)).toEqual([
      'Visit',
      'VisitPage',
      'VisitPhoto',
      'VisitRequestInput',
    ]);
    expect(kept.components.securitySchemes).toEqual({ bearer: { type: 'http' } });
    expect(kept.paths).toBe(document.paths);
  });

  it('follows a schema that refers to itself without looping', () => {
    const kept = onlyReferencedComponents({
      paths: { '/c/': { get: { schema: ref('Comment') } } },
      components: {
        schemas: { Comment: { properties: { replies: { items: ref('Comment') } } }, Other: {} },
      },
    });
    expect(Object.keys(kept.components?.schemas ?? {})).toEqual(['Comment']);
  });
});
