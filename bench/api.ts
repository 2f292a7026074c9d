import autocannon from 'autocannon';
import type { BenchFigure } from './figures';
import type { ServerProcess } from './server-process';

/** Time to fetch the whole catalogue through the paged API, as a client does. */
async function timeCatalogueFetch(server: ServerProcess, pageSize: number): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    let next: string | null = `/api/heritage/sites/?limit=${pageSize}`;
    let received = 0;
    while (next) {
      const page = (await (await fetch(`${server.url}${next}`)).json()) as {
        next: string | null;
        results: unknown[];
      };
      received += page.results.length;
      next = page.next;
    }
    runs.push(performance.now() - start);
    if (received === 0) throw new Error('empty catalogue');
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] ?? 0;
}

async function siteIds(server: ServerProcess): Promise<number[]> {
  const page = (await (await fetch(`${server.url}/api/heritage/sites/?limit=2000`)).json()) as {
    results: { id: number }[];
  };
  return page.results.map((s) => s.id);
}

/** GET /api/heritage/sites/{id}/ under autocannon: random ids, 10 connections. */
async function loadSiteDetail(server: ServerProcess, seconds: number) {
  const ids = await siteIds(server);
  let i = 0;
  const result = await autocannon({
    url: server.url,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          i = (i * 7919 + 13) % ids.length;
          return { ...request, path: `/api/heritage/sites/${ids[i]}/` };
        },
      },
    ],
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx responses`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function benchApi(
  server: ServerProcess,
  label: string,
  seconds: number,
): Promise<BenchFigure[]> {
  const whole100 = await timeCatalogueFetch(server, 100);
  const whole2000 = await timeCatalogueFetch(server, 2000);
  const detail = await loadSiteDetail(server, seconds);
  return [
    { name: `${label}: whole catalogue, pages of 100 (median of 5)`, value: whole100, unit: 'ms' },
    {
      name: `${label}: whole catalogue, one page of 2,000 (median of 5)`,
      value: whole2000,
      unit: 'ms',
    },
    {
      name: `${label}: GET /api/heritage/sites/{id}/ throughput`,
      value: detail.rps,
      unit: 'req/s',
    },
    { name: `${label}: GET /api/heritage/sites/{id}/ p99 latency`, value: detail.p99, unit: 'ms' },
  ];
}
