import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/** One method of one route, as Fastify knows it (`:name` params, `*` a wildcard). */
export type Route = { method: string; url: string };

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Every route of the built app, read from Fastify's own route tree, so a route added
 * tomorrow is fuzzed without anyone listing it. Each tree line is a path segment
 * appended to its parent's, indented four characters per level.
 */
export function listRoutes(app: FastifyInstance): Route[] {
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      routes.push({ method, url });
    }
  }
  return routes;
}

/** What each route documents of its input: its JSON body's members and its query's names. */
export type DocumentedInput = { bodyKeys: string[]; queryNames: string[] };

/** Each route's documented input, so requests reach past "required" and use real names. */
export function documentedInputs(app: FastifyInstance): Map<string, DocumentedInput> {
  type Operation = {
    requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
    parameters?: { in?: string; name?: string }[];
  };
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const inputs = new Map<string, DocumentedInput>();
  for (const [openapiPath, operations] of Object.entries(document.paths ?? {})) {
    const url = openapiPath.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');
    for (const [method, operation] of Object.entries(operations)) {
      const properties = operation.requestBody?.content?.['application/json']?.schema?.properties;
      const queryNames = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.name)
        .map((parameter) => parameter.name ?? '');
      inputs.set(`${method.toUpperCase()} ${url}`, {
        bodyKeys: Object.keys(properties ?? {}),
        queryNames,
      });
    }
  }
  return inputs;
}

/** What may stand in a path parameter: real ids, numbers out of range, and junk. */
export function paramValue(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    fc.integer().map(String),
    fc.constantFrom('0', '-1', '1e309', '9'.repeat(40), 'NaN', '0x10', '1.5', ' 1', 'null'),
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('%00', '..%2F..%2Fetc%2Fpasswd', '%E3%81', '%', "'; drop table users;--"),
    fc.constant('x'.repeat(10_000)),
  );
}

/** A URL's query: nothing, the route's names (or others) with odd values, or one long value. */
export function queryString(names: readonly string[]): fc.Arbitrary<string> {
  const generic = ['page', 'limit', 'cursor', 'q', 'year', 'scope', 'period'];
  return fc.oneof(
    fc.constant(''),
    fc
      .array(
        fc.tuple(
          fc.constantFrom(...names, ...generic),
          fc.oneof(
            fc.string({ maxLength: 30 }),
            fc.integer().map(String),
            fc.constantFrom('-1', '0', '1e400', '%ZZ', '', '2030-13-01', 'true'),
          ),
        ),
        { maxLength: 4 },
      )
      .map((pairs) =>
        pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&'),
      ),
    fc.constant(`q=${'あ'.repeat(20_000)}`),
  );
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; text: string }
  | { kind: 'multipart'; boundary: string; contentType: string; parts: string[] };

/** A JSON value in the shape a route wants but with members of the wrong type. */
function wrongTypes(keys: readonly string[]): fc.Arbitrary<unknown> {
  const anything = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant('x'.repeat(1024 * 1024 - 64)),
    fc.constantFrom(-1, 0, 1e308, 2 ** 53 + 1, '', '2030-02-30', 'a\u0000b', true, null),
    fc.array(fc.integer(), { maxLength: 3000 }),
  );
  if (keys.length === 0) return anything;
  return fc.dictionary(fc.constantFrom(...keys), anything, { maxKeys: keys.length });
}

const hugeName = 'n'.repeat(200_000);

/** Multipart bodies that are broken in the ways a client or an attacker breaks them. */
const brokenMultipart: fc.Arbitrary<Body> = fc
  .record({
    boundary: fc.oneof(fc.constant('fz'), fc.string({ minLength: 1, maxLength: 70 })),
    declared: fc.constantFrom('same', 'other', 'missing', 'huge'),
    field: fc.constantFrom('photos', 'profile_picture', 'visited_date', 'rating', hugeName, ''),
    content: fc.oneof(
      fc.constant('not an image at all'),
      fc.constant('\u0089PNG\r\n\u001a\n'),
      fc.constant(''),
      fc.string({ maxLength: 200 }),
    ),
    asFile: fc.boolean(),
    closed: fc.boolean(),
    extraParts: fc.nat({ max: 40 }),
  })
  .map(({ boundary, declared, field, content, asFile, closed, extraParts }) => {
    const disposition = asFile
      ? `form-data; name="${field}"; filename="${field.slice(0, 5)}.txt"\r\nContent-Type: text/plain`
      : `form-data; name="${field}"`;
    const parts = [`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${content}\r\n`];
    for (let i = 0; i < extraParts; i++) {
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n\r\n`);
    }
    if (closed) parts.push(`--${boundary}--\r\n`);
    const declaredBoundary = {
      same: `; boundary=${boundary}`,
      other: '; boundary=elsewhere',
      missing: '',
      huge: `; boundary=${'b'.repeat(5000)}`,
    }[declared];
    return {
      kind: 'multipart',
      boundary,
      contentType: `multipart/form-data${declaredBoundary}`,
      parts,
    } satisfies Body;
  });

/** Headers of images that are not whole images, or claim a huge size. */
const NOT_QUITE_IMAGES = [
  'not an image at all',
  '',
  '\xff\xd8\xff\xe0\x00\x10JFIF\x00',
  '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\xff\xff\x00\x00\xff\xff\x08\x02',
  'GIF89a\xff\xff\xff\xff',
  'RIFF\x00\x00\x00\x00WEBPVP8 ',
  '<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>',
];

/**
 * A well-formed form that passes the route's field checks often enough to reach its file:
 * plausible fields, and a "photo" that is not an image, or only the start of one.
 */
const wellFormedForm: fc.Arbitrary<Body> = fc
  .record({
    visitedDate: fc.constantFrom('2030-01-01', '2030-02-30', '', '1800-01-01'),
    rating: fc.constantFrom('4', '0', '6', 'x', ''),
    extra: fc.dictionary(
      fc.constantFrom('bio', 'comment', 'visibility', 'display_name'),
      fc.string({ maxLength: 50 }),
      { maxKeys: 2 },
    ),
    fileField: fc.constantFrom('photos', 'profile_picture'),
    fileType: fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'application/octet-stream'),
    content: fc.oneof(fc.constantFrom(...NOT_QUITE_IMAGES), fc.string({ maxLength: 300 })),
  })
  .map(({ visitedDate, rating, extra, fileField, fileType, content }) => {
    const fields = { visited_date: visitedDate, rating, ...extra };
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--fz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    parts.push(
      `--fz\r\nContent-Disposition: form-data; name="${fileField}"; filename="photo.jpg"\r\nContent-Type: ${fileType}\r\n\r\n${content}\r\n`,
      '--fz--\r\n',
    );
    return {
      kind: 'multipart',
      boundary: 'fz',
      contentType: 'multipart/form-data; boundary=fz',
      parts,
    } satisfies Body;
  });

export function body(keys: readonly string[]): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    fc.jsonValue().map((value): Body => ({ kind: 'json', value })),
    wrongTypes(keys).map((value): Body => ({ kind: 'json', value })),
    fc
      .record({
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=shift_jis',
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'multipart/form-data',
          '',
          undefined,
        ),
        text: fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom('{', '{"a":', '[1,2', 'null', '"', '{"__proto__":{"x":1}}', '\u0000'),
          fc.constant(`{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`),
          fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
        ),
      })
      .map(({ contentType, text }): Body => ({ kind: 'raw', contentType, text })),
    brokenMultipart,
    wellFormedForm,
  );
}

export type Caller = 'anonymous' | 'signed-in';

/** Headers every route may meet: odd Authorization, Idempotency-Key and Accept-Language. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      authorization: fc.oneof(
        fc.constant(`Bearer ${'a'.repeat(100_000)}`),
        fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a.b.c', 'bearer x'),
        fc.string({ maxLength: 100 }).map((s) => `Bearer ${s}`),
      ),
      'idempotency-key': fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.constant('k'.repeat(50_000)),
        fc.uuid(),
      ),
      'accept-language': fc.oneof(
        fc.string({ maxLength: 100 }),
        fc.constant('ja;q=abc, *;q=-1, en-'.repeat(500)),
      ),
      'if-none-match': fc.string({ maxLength: 100 }),
      'x-forwarded-for': fc.constantFrom('not-an-ip', '999.1.1.1', '::1, ::2', ''),
    },
    { requiredKeys: [] },
  )
  // Header values are sent as bytes: keep what an HTTP client could put on the wire.
  .map((headers) =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value.replace(/[^\t\x20-\x7e]/g, '?')]),
    ),
  );

/** Signs of an error's internals leaking: stack frames, file paths, error class names. */
export const LEAKED_INTERNALS = [
  /^\s*at .+(?:\(|:\d+:\d+)/mu,
  /(?:\/work\/|\/home\/|\/node_modules\/|file:\/\/|[\w-]+\.(?:ts|js|mjs):\d+)/u,
  /\b(?:Type|Reference|Syntax|Range|Zod|Postgres|Drizzle)?Error: /u,
  /\bFST_[A-Z_]+\b/u,
];
