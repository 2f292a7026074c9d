import type { BenchFigure } from './figures';
import { type LoadRequest, runOneAtATime } from './open-loop';
import { processCpuMs } from './process-cpu';

/**
 * Calls of each kind measured together: /proc counts CPU in 10 ms ticks, and a block of them
 * keeps that tick's error to a few per cent of the block.
 */
const CALLS_PER_KIND = 40;
/** Draws of the mix past which a kind still missing is left out (the mix has none of it). */
const MOST_DRAWS = 50_000;

type Kind = { name: string; share: number; requests: LoadRequest[] };

/**
 * The mix's kinds, each with its share of the mix's requests and CALLS_PER_KIND requests of
 * it, drawn from the mix itself: the share is how often the mix asks for the kind.
 */
function kindsOfTheMix(next: () => LoadRequest): Kind[] {
  const drawn = new Map<string, { count: number; requests: LoadRequest[] }>();
  let draws = 0;
  const complete = () =>
    drawn.size > 0 && [...drawn.values()].every((k) => k.requests.length >= CALLS_PER_KIND);
  // Every kind appears within a round of the mix's wheel; a few rounds give each its block.
  while (draws < MOST_DRAWS && (draws < 1_000 || !complete())) {
    const request = next();
    draws += 1;
    const kind = drawn.get(request.name) ?? { count: 0, requests: [] };
    kind.count += 1;
    if (kind.requests.length < CALLS_PER_KIND) kind.requests.push(request);
    drawn.set(request.name, kind);
  }
  return [...drawn]
    .map(([name, kind]) => ({ name, share: kind.count / draws, requests: kind.requests }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Where the mix's CPU goes (docs/PERF.md P7): each kind of call, one at a time in a block of
 * its own, with the CPU time the app server and PostgreSQL spent on the block. Weighted by
 * the kind's share of the mix, the sum is what one request of the mix asks of the machine,
 * and two cores divided by it is the highest rate the machine could answer with nothing else
 * on its cores (the load generator shares them, so the measured ceiling is lower). The
 * largest shares are where a cut saves the most capacity.
 */
export async function mixCpuFigures(
  baseUrl: string,
  pids: { server: number; database: number | undefined },
  next: () => LoadRequest,
): Promise<{ figures: BenchFigure[]; failures: number }> {
  const measured: { name: string; share: number; app: number; database: number }[] = [];
  let failures = 0;
  for (const kind of kindsOfTheMix(next)) {
    const queue = [...kind.requests];
    const appBefore = processCpuMs(pids.server);
    const databaseBefore = pids.database ? processCpuMs(pids.database) : 0;
    const samples = await runOneAtATime(baseUrl, queue.length, () => queue.shift() as LoadRequest);
    const calls = samples.length;
    failures += samples.filter((s) => !s.ok).length;
    measured.push({
      name: kind.name,
      share: kind.share,
      app: (processCpuMs(pids.server) - appBefore) / calls,
      database: pids.database ? (processCpuMs(pids.database) - databaseBefore) / calls : 0,
    });
  }
  const perRequest = measured.reduce((sum, k) => sum + k.share * (k.app + k.database), 0);
  const figures: BenchFigure[] = measured.flatMap((k) => [
    { name: `CPU per call, ${k.name}: app server`, value: k.app, unit: 'ms' },
    { name: `CPU per call, ${k.name}: PostgreSQL`, value: k.database, unit: 'ms' },
    {
      name: `CPU per call, ${k.name}: share of the mix's CPU (${(k.share * 100).toFixed(0)} % of its calls)`,
      value: (100 * k.share * (k.app + k.database)) / perRequest,
      unit: '%',
    },
  ]);
  figures.push(
    { name: 'the mix: CPU per request, app server + PostgreSQL', value: perRequest, unit: 'ms' },
    { name: 'the mix: rate that fills two cores', value: 2_000 / perRequest, unit: 'req/s' },
  );
  return { figures, failures };
}
