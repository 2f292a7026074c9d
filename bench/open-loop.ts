import { Agent, request as httpRequest } from 'node:http';

/**
 * An open-loop load: requests leave at a fixed arrival rate whether or not earlier ones have
 * been answered, as a community's requests do (a closed loop slows down with the server and
 * hides its queueing). Each request's latency is from leaving to its whole body read.
 */

export type LoadRequest = {
  /** What the figures group it under, e.g. "GET feed following". */
  name: string;
  kind: 'read' | 'write' | 'photo';
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Called once answered with a 2xx: the write is then expected in the database. */
  accepted?: () => void;
};

export type Sample = { name: string; kind: LoadRequest['kind']; ms: number; ok: boolean };

export type LoadResult = {
  samples: Sample[];
  /** Failures by "status name" (or the network error), for the report. */
  failures: Map<string, number>;
  seconds: number;
  /** Requests sent per second, from the first to the last departure. */
  achievedRate: number;
};

const TICK_MS = 5;
/**
 * Connections to the server at most, as a reverse proxy would keep: past it, requests wait
 * in the client's queue, and that wait counts in their latency.
 */
const CONNECTIONS = 64;
const TIMEOUT_MS = 30_000;
/**
 * What Chromium says it accepts: the app's own calls come from browsers, and the server
 * compresses what it answers them, so the bench asks the same (docs/PERF.md P7).
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One request over `agent`: its status once the whole body is read. */
function exchange(agent: Agent, baseUrl: string, request: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${baseUrl}${request.path}`,
      {
        agent,
        method: request.method,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...request.headers },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export async function runOpenLoop(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: () => LoadRequest,
): Promise<LoadResult> {
  const samples: Sample[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const inFlight = new Set<Promise<void>>();
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const send = (request: LoadRequest) => {
    const start = performance.now();
    const done = exchange(agent, baseUrl, request)
      .then((status) => {
        const ok = status < 400;
        samples.push({ name: request.name, kind: request.kind, ms: performance.now() - start, ok });
        if (!ok) fail(`${status} ${request.name}`);
        else if (status < 300) request.accepted?.();
      })
      .catch((error: unknown) => {
        samples.push({ name: request.name, kind: request.kind, ms: 0, ok: false });
        fail(`${error instanceof Error ? error.message : String(error)} ${request.name}`);
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  const total = Math.round(rate * seconds);
  const began = performance.now();
  let sent = 0;
  while (sent < total) {
    // Every request whose departure time has come leaves now: a late timer does not lower
    // the rate, it only bunches the departures.
    const due = Math.min(total, Math.floor(((performance.now() - began) / 1000) * rate) + 1);
    while (sent < due) {
      send(next());
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const lastDeparture = performance.now();
  await Promise.all(inFlight);
  agent.destroy();
  const sendSeconds = (lastDeparture - began) / 1000;
  return {
    samples,
    failures,
    seconds: sendSeconds,
    achievedRate: sendSeconds > 0 ? total / sendSeconds : 0,
  };
}

/**
 * p50 and p99 of `seconds` at `rate` req/s: what every fixed-rate bench prints (docs/PERF.md
 * P7). Any failed call fails the run: a latency of errors means nothing.
 */
export async function latencyAtRate(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: () => LoadRequest,
): Promise<{ p50: number; p99: number; calls: number }> {
  const result = await runOpenLoop(baseUrl, rate, seconds, next);
  if (result.failures.size > 0) {
    const failures = [...result.failures].map(([what, count]) => `${count} × ${what}`);
    throw new Error(`failed calls: ${failures.join('; ')}`);
  }
  const ms = result.samples.map((sample) => sample.ms);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), calls: ms.length };
}

/** The shares of the full rate a warm-up runs at, one after the other, each as long. */
const WARM_UP_SHARES = [0.1, 0.25, 0.5, 1];

/**
 * Brings a server up to `rate` before it is measured, as one that has been answering for a
 * while: its code compiled, its connections open and its plans kept. A server still compiling
 * falls behind under the full rate sent at once, and builds a queue that is the warm-up's own
 * making; so the rate rises in steps, from a tenth to the full rate, over `seconds`. Its
 * answers are not measured.
 */
export async function warmUp(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: () => LoadRequest,
): Promise<void> {
  for (const share of WARM_UP_SHARES) {
    await runOpenLoop(baseUrl, Math.max(1, rate * share), seconds / WARM_UP_SHARES.length, next);
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * `count` requests one after the other, each sent once the previous is answered: what each
 * call costs the server at rest, to read the loaded figures against.
 */
export async function runOneAtATime(
  baseUrl: string,
  count: number,
  next: () => LoadRequest,
): Promise<Sample[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const request = next();
    const start = performance.now();
    const status = await exchange(agent, baseUrl, request).catch(() => 0);
    const ok = status > 0 && status < 400;
    samples.push({ name: request.name, kind: request.kind, ms: performance.now() - start, ok });
    if (ok && status < 300) request.accepted?.();
  }
  agent.destroy();
  return samples;
}
