import { Agent, request } from 'node:http';
import type { Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** What a test passes to inject(): the same as light-my-request's options, or a URL. */
type Injection = InjectOptions | string;

/**
 * The address a request reaches the app from when the test names none: inject()'s own
 * default, so in-process and over HTTP the app sees the same client.
 */
const DEFAULT_CLIENT = '127.0.0.1';

/**
 * inject() over HTTP: sends what a test would hand to `app.inject` to `base` (nginx in front
 * of several instances) and answers with an object shaped like light-my-request's response,
 * so the API tests run unchanged against real sockets. The answer is not decompressed,
 * as inject() does not either.
 *
 * The test's `remoteAddress` (the client inject() pretends to be) travels as the last
 * X-Forwarded-For entry; nginx appends the test process's own address after it, so the
 * instances must trust two more hops than the test's config says (balanced-instances.ts).
 */
export function httpInject(base: string): {
  inject: (injection: Injection) => Promise<LightMyRequestResponse>;
  close: () => void;
} {
  const agent = new Agent({ keepAlive: true });
  const balancer = new URL(base);
  const inject = async (injection: Injection): Promise<LightMyRequestResponse> => {
    const options: InjectOptions = typeof injection === 'string' ? { url: injection } : injection;
    const { body, headers } = requestBody(options);
    // The path as the test wrote it, never resolved as a URL ("//host/..." stays a path).
    const path = onTheWire(requestPath(options));
    const target = { hostname: balancer.hostname, port: balancer.port, path };
    return send(agent, target, String(options.method ?? 'GET').toUpperCase(), headers, body);
  };
  return { inject, close: () => agent.destroy() };
}

function requestPath(options: InjectOptions): string {
  const url = options.url ?? options.path ?? '/';
  let path = typeof url === 'string' ? url : url.pathname;
  for (const query of [typeof url === 'string' ? undefined : url.query, options.query]) {
    if (query === undefined) continue;
    const search =
      typeof query === 'string'
        ? query
        : new URLSearchParams(
            Object.entries(query).flatMap(([key, value]) =>
              (Array.isArray(value) ? value : [value]).map((item): [string, string] => [
                key,
                String(item),
              ]),
            ),
          ).toString();
    if (search !== '') path += `${path.includes('?') ? '&' : '?'}${search}`;
  }
  return path;
}

/**
 * inject() takes any text as a path; on the wire spaces, controls and non-ASCII are sent
 * percent-encoded as UTF-8, as a browser does, and the server decodes them the same.
 */
function onTheWire(path: string): string {
  return path.replace(/[^\x21-\x7E]+/gu, (text) =>
    [...Buffer.from(text)]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}

function requestBody(options: InjectOptions): {
  body: Buffer | Readable | undefined;
  headers: Record<string, string | string[]>;
} {
  const headers: Record<string, string | string[]> = {
    host: 'localhost:80',
    'user-agent': 'lightMyRequest',
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value : String(value);
  }
  const forwarded = headers['x-forwarded-for'];
  const client = options.remoteAddress ?? DEFAULT_CLIENT;
  headers['x-forwarded-for'] =
    forwarded === undefined ? client : `${[forwarded].flat().join(', ')}, ${client}`;
  if (options.cookies) {
    headers.cookie = Object.entries(options.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  const payload = options.payload ?? options.body;
  if (payload === undefined) return { body: undefined, headers };
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    return { body: Buffer.from(payload), headers };
  }
  if (typeof (payload as Readable).pipe === 'function')
    return { body: payload as Readable, headers };
  headers['content-type'] ??= 'application/json';
  return { body: Buffer.from(JSON.stringify(payload)), headers };
}

function send(
  agent: Agent,
  target: { hostname: string; port: string; path: string },
  method: string,
  headers: Record<string, string | string[]>,
  body: Buffer | Readable | undefined,
): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        ...target,
        agent,
        method,
        headers: Buffer.isBuffer(body)
          ? { ...headers, 'content-length': String(body.length) }
          : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const payload = rawPayload.toString();
          const answer = {
            raw: { req, res },
            statusCode: res.statusCode ?? 0,
            statusMessage: res.statusMessage ?? '',
            headers: res.headers,
            trailers: res.trailers,
            rawPayload,
            payload,
            body: payload,
            json: () => JSON.parse(payload),
          };
          // Only the fields the API tests read; light-my-request's type also names a stream
          // and parsed cookies, which no test uses over HTTP.
          resolve(answer as unknown as LightMyRequestResponse);
        });
      },
    );
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req);
  });
}
