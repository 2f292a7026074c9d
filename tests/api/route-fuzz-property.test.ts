/**
 * Every route of the built app against random, oversized and malformed requests: a seeded
 * property test. Routes are read from the app itself (a new one is fuzzed without being
 * listed); path parameters are real ids or junk; callers are a visitor, a signed-in
 * traveller or someone with a broken token; bodies are random JSON, the route's own members
 * with wrong types, oversized or malformed text under any content type, or broken multipart;
 * headers are odd. Whatever comes, the server answers below 500, shows none of its internals
 * and answers within 200 ms: malformed input must be cheap to refuse.
 *
 * Deterministic: fixed seed. Explore with ROUTE_FUZZ_SEED=<n> (and ROUTE_FUZZ_RUNS;
 * ROUTE_FUZZ_TRACE=1 prints every answer's status, to see what the runs reach). A
 * failing case becomes a named regression below (REGRESSIONS), as a literal request.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/auth';
import {
  type Body,
  body,
  type DocumentedInput,
  documentedInputs,
  LEAKED_INTERNALS,
  listRoutes,
  oddHeaders,
  paramValue,
  queryString,
  type Route,
} from './support/route-fuzz';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

const RUNS = Number(process.env.ROUTE_FUZZ_RUNS ?? 400);
const SEED = Number(process.env.ROUTE_FUZZ_SEED ?? 20261126);
const ANSWER_WITHIN_MS = 200;

type FuzzRequest = {
  route: Route;
  caller: 'anonymous' | 'signed-in' | 'broken-token';
  path: string;
  query: string;
  headers: Record<string, string>;
  body: Body;
};

/**
 * Answers whose work the request legitimately asked for and which may take longer: the
 * whole-account export reads and packs everything the account holds (docs/EXPORT.md), and
 * is limited per account. Only its granted answers are exempt; its refusals are timed.
 */
const HEAVY_WHEN_GRANTED = new Set(['GET /api/export', 'HEAD /api/export']);

/** A signed-in multipart request to a route, its body as given. */
function formTo(method: string, url: string, contentType: string, parts: string[]): FuzzRequest {
  return {
    route: { method, url },
    caller: 'signed-in',
    path: url,
    query: '',
    headers: {},
    body: { kind: 'multipart', boundary: 'x', contentType, parts },
  };
}

const field = (name: string, value: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** Named regression cases: requests that once broke a rule, kept forever. */
const REGRESSIONS: Record<string, FuzzRequest> = {
  // Found by seed 20261126: Fastify's router answered itself, echoing the path and its code.
  'a path parameter longer than any id is refused in the API’s own shape': {
    route: { method: 'POST', url: '/api/social/posts/:id/like' },
    caller: 'anonymous',
    path: `/api/social/posts/${'x'.repeat(10_000)}/like/`,
    query: '',
    headers: {},
    body: { kind: 'none' },
  },
  // Found by seed 5: the parser's "unexpected end" escaped as a 500.
  'a profile form cut short, its boundary never closed': formTo(
    'PATCH',
    '/api/auth/profile/',
    'multipart/form-data; boundary=x',
    [field('bio', 'hello')],
  ),
  'a visit form whose declared boundary is not the one used': formTo(
    'POST',
    '/api/heritage/sites/1/visit/',
    'multipart/form-data; boundary=elsewhere',
    [field('visited_date', '2030-01-01'), '--x--\r\n'],
  ),
  'a multipart content type without a boundary': formTo(
    'PATCH',
    '/api/auth/profile/',
    'multipart/form-data',
    [field('bio', 'hello'), '--x--\r\n'],
  ),
  // The profile form's fields were checked with a throwing parse: a 500 for a long bio.
  'a profile form with a field over its bound': formTo(
    'PATCH',
    '/api/auth/profile/',
    'multipart/form-data; boundary=x',
    [field('bio', 'x'.repeat(5000)), '--x--\r\n'],
  ),
};

let t: TestApp;
let traveller: Member;
let routes: Route[];
let inputs: Map<string, DocumentedInput>;
let realIds: string[];

beforeAll(async () => {
  // In-process: the 200 ms rule times the app's refusal, not a megabyte's trip through a proxy.
  t = await startTestApp({ inProcess: true });
  traveller = await member(t);
  const other = await member(t);
  const [siteId = 1, wishedSiteId = 2] = await siteIds(t, 2);
  const post = await visit(t, other, siteId, { comment: 'fuzz' });
  const comment = await api(t, traveller, 'POST', `/social/posts/${post.id}/comments/`, {
    content: 'a comment',
  });
  const wish = await api(t, traveller, 'PUT', `/wishlist/sites/${wishedSiteId}/`, {});
  const sessions = await api(t, traveller, 'GET', '/auth/sessions/');
  realIds = [
    siteId,
    wishedSiteId,
    traveller.id,
    other.id,
    post.id,
    comment.json().id,
    wish.json().id,
    sessions.json()[0]?.id,
  ]
    .filter((id) => id !== undefined)
    .map(String);
  routes = listRoutes(t.app);
  inputs = documentedInputs(t.app);
});
afterAll(() => t?.close());

function fuzzRequest(): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const documented = inputs.get(`${route.method} ${route.url}`);
    return fc.record({
      route: fc.constant(route),
      caller: fc.constantFrom<FuzzRequest['caller']>('anonymous', 'signed-in', 'broken-token'),
      path: fc.oneof(
        fc
          .array(paramValue(realIds), { minLength: 4, maxLength: 4 })
          .map((values) => fillPath(route.url, values)),
        // A catch-all also meets the app's own paths, and paths that try to climb out.
        ...(route.url.endsWith('*') ? [fc.constantFrom(...CATCH_ALL_PATHS)] : []),
      ),
      query: queryString(documented?.queryNames ?? []),
      headers: oddHeaders,
      body: body(documented?.bodyKeys ?? []),
    });
  });
}

const CATCH_ALL_PATHS = [
  '/posts/1',
  '/posts/x',
  '/media/avatars/none.webp',
  '/media/../../../etc/passwd',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media/%00',
  '/index.html',
  '/sw.js',
  '/api/docs/json',
  '/api/no-such-route',
];

/** The route's URL with each `:param` (and a `*`) replaced by the given values, escaped. */
function fillPath(url: string, values: string[]): string {
  let next = 0;
  const path = url.replace(/:\w+|\*/g, () =>
    encodeURIComponent(values[next++ % values.length] ?? ''),
  );
  // The catch-all route is `*` alone: its paths start at the root all the same.
  return path.startsWith('/') ? path : `/${path}`;
}

function injectOptions(request: FuzzRequest): InjectOptions {
  const headers: Record<string, string> = { ...request.headers };
  if (request.caller === 'signed-in') Object.assign(headers, bearer(traveller.access));
  if (request.caller === 'anonymous') delete headers.authorization;
  const url = request.query ? `${request.path}?${request.query}` : request.path;
  const options: InjectOptions = {
    method: request.route.method as InjectOptions['method'],
    url,
    headers,
  };
  const sent = request.body;
  if (sent.kind === 'json') {
    options.payload = JSON.stringify(sent.value ?? null);
    headers['content-type'] = 'application/json';
  } else if (sent.kind === 'raw') {
    options.payload = sent.text;
    if (sent.contentType === undefined) delete headers['content-type'];
    else headers['content-type'] = sent.contentType;
  } else if (sent.kind === 'multipart') {
    options.payload = Buffer.from(sent.parts.join(''), 'latin1');
    headers['content-type'] = sent.contentType;
  }
  return options;
}

/** Long generated strings cut for reading, with their length. */
function shortened(text: string): string {
  return text.length <= 120 ? text : `${text.slice(0, 120)}…(${text.length} characters)`;
}

/** A failing case as it can be pasted into REGRESSIONS (long strings cut), and its seed. */
function report(details: fc.RunDetails<[FuzzRequest]>): void {
  if (!details.failed) return;
  const [request] = details.counterexample ?? [];
  const readable = JSON.stringify(request, (_key, value) =>
    typeof value === 'string' ? shortened(value) : value,
  );
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
  throw new Error(
    `seed ${details.seed}, path "${details.counterexamplePath}":\n${readable}\n${cause.slice(0, 1500)}`,
  );
}

/** Sends the request and checks the three rules; returns how long the answer took (0: not timed). */
async function sendAndCheck(request: FuzzRequest): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject(injectOptions(request));
  const elapsed = performance.now() - started;
  if (process.env.ROUTE_FUZZ_TRACE) {
    const { route, caller } = request;
    console.log(`${res.statusCode} ${route.method} ${route.url} ${caller} ${request.body.kind}`);
  }
  const what = `${request.route.method} ${shortened(request.path)} → ${res.statusCode}`;
  expect(res.statusCode, `${what}\n${res.body.slice(0, 500)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    for (const leak of LEAKED_INTERNALS) {
      expect(res.body, `${what} shows internals`).not.toMatch(leak);
    }
  }
  const granted = res.statusCode < 300;
  if (granted && HEAVY_WHEN_GRANTED.has(`${request.route.method} ${request.route.url}`)) return 0;
  return elapsed;
}

/**
 * The 200 ms rule, robust to a busy machine: an answer over the bound is sent again, up to
 * three times in all, and only an input slow every time fails (a pause of the process, or
 * another program on the machine, is not the input's doing; an input that is slow to refuse
 * is slow each time).
 */
async function checkRequest(request: FuzzRequest): Promise<void> {
  const times: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const elapsed = await sendAndCheck(request);
    if (elapsed <= ANSWER_WITHIN_MS) return;
    times.push(Math.round(elapsed));
  }
  expect.fail(
    `${request.route.method} ${shortened(request.path)} took ${times.join(', ')} ms, over ${ANSWER_WITHIN_MS}`,
  );
}

describe('every route, whatever it is sent', () => {
  it('finds every route of the app, the documented ones included', () => {
    const known = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const documented of inputs.keys()) expect(known).toContain(documented);
    expect(known).toContain('PATCH /api/auth/profile');
  });

  for (const [name, request] of Object.entries(REGRESSIONS)) {
    it(`regression: ${name}`, async () => {
      await checkRequest(request);
    });
  }

  it(`answers below 500, without internals, within ${ANSWER_WITHIN_MS} ms (seed ${SEED}, ${RUNS} runs)`, async () => {
    // Warm every route once, so the first call's compilation is not counted as slow.
    for (const route of routes) {
      await t.app.inject({ method: route.method as InjectOptions['method'], url: route.url });
    }
    await fc.assert(fc.asyncProperty(fuzzRequest(), checkRequest), {
      seed: SEED,
      numRuns: RUNS,
      endOnFailure: true,
      reporter: report,
    });
  }, 120_000);
});
