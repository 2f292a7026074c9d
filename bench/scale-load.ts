import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_PASS, fitWithin } from '../src/client/features/visit-photo/photo-rules';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import type { BenchFigure } from './figures';
import { type AcceptedWrites, loadMix, loadPool, photoVisitForm } from './load-mix';
import { auditWrites, counterDifferences } from './lost-writes';
import { mixCpuFigures } from './mix-cpu';
import { noisyPhoto } from './noisy-photo';
import { type LoadResult, percentile, runOneAtATime, runOpenLoop, type Sample } from './open-loop';
import { localPostgresPid } from './process-cpu';
import { startServerProcess } from './server-process';
import { benchSecret, tokenMinter, travellerIds } from './traveller-tokens';

// The mixed load of a community on PostgreSQL (docs/PERF.md P7): 80 % reads, 20 % writes,
// from many distinct signed-in travellers, at a fixed arrival rate. Then every accepted write
// is looked up in the database and the counters are recounted; then the rate steps up until
// the p99 passes the goals, printing where.

export type ScaleLoadOptions = {
  rate: number;
  seconds: number;
  steps: number[];
  stepSeconds: number;
  travellers: number;
};

/** P7's goals for the mixed load: p99 of reads and of writes (photo uploads apart). */
const READ_P99_MS = 50;
const WRITE_P99_MS = 100;

type Verdict = { figures: BenchFigure[]; problems: string[] };

const p = (samples: Sample[], q: number) =>
  percentile(
    samples.map((s) => s.ms),
    q,
  );

function latencyFigures(label: string, samples: Sample[]): BenchFigure[] {
  return [
    { name: `${label} (${samples.length}), p50`, value: p(samples, 50), unit: 'ms' },
    { name: `${label} (${samples.length}), p99`, value: p(samples, 99), unit: 'ms' },
  ];
}

function resultFigures(rate: number, result: LoadResult): BenchFigure[] {
  const ok = result.samples.filter((s) => s.ok);
  const errors = result.samples.length - ok.length;
  const of = (kind: Sample['kind']) => ok.filter((s) => s.kind === kind);
  const names = [...new Set(ok.map((s) => s.name))].sort();
  return [
    { name: `asked rate`, value: rate, unit: 'req/s' },
    { name: `achieved rate`, value: result.achievedRate, unit: 'req/s' },
    { name: `errors (goal 0)`, value: errors, unit: '' },
    ...latencyFigures(`reads (goal p99 ≤ ${READ_P99_MS} ms)`, of('read')),
    ...latencyFigures(`writes (goal p99 ≤ ${WRITE_P99_MS} ms)`, of('write')),
    ...latencyFigures('photo uploads', of('photo')),
    ...names.flatMap((name) =>
      latencyFigures(
        `  ${name}`,
        ok.filter((s) => s.name === name),
      ),
    ),
  ];
}

/**
 * A phone's visit photo as the client's compression sends it (SPEC.md §5, photo-rules.ts):
 * a 4:3 camera photo fitted into the first pass's box, at its quality. Per-pixel noise
 * stands in for a photo's detail, so the server's encoder has texture to work on.
 */
function visitPhoto(): Promise<Buffer> {
  const { width, height } = fitWithin(4_000, 3_000, FIRST_PASS.maxWidth, FIRST_PASS.maxHeight);
  return noisyPhoto(width, height, Math.round(FIRST_PASS.quality * 100));
}

export async function benchScaleLoad(
  databaseUrl: string,
  options: ScaleLoadOptions,
): Promise<Verdict> {
  const problems: string[] = [];
  const secret = benchSecret();
  const database = await openDatabase({ databaseUrl });
  const db = database.db;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-bench-scale-'));
  const server = await startServerProcess(databaseUrl, { dataDir, env: { JWT_SECRET: secret } });
  try {
    const ids = await travellerIds(db, options.travellers);
    const mint = await tokenMinter(db, secret);
    const pool = await loadPool(db, server.url);
    const photoForm = await photoVisitForm(await visitPhoto());
    const runId = Date.now().toString(36);
    const accepted: AcceptedWrites = {
      visits: [],
      likes: [],
      follows: [],
      comments: [],
      wishlist: [],
    };
    const run = async (rate: number, seconds: number, step: string) => {
      // Minted afresh for each run: access tokens live minutes.
      const travellers = await mint(ids);
      const next = loadMix(pool, travellers, photoForm, `${runId}${step}`, accepted);
      return runOpenLoop(server.url, rate, seconds, next);
    };

    // At rest first: one call at a time, 600 calls (each kind of the mix several times).
    const atRest = await runOneAtATime(
      server.url,
      600,
      loadMix(pool, await mint(ids), photoForm, `${runId}r`, accepted),
    );
    const restNames = [...new Set(atRest.map((s) => s.name))].sort();
    const restFigures: BenchFigure[] = restNames.map((name) => ({
      name: `at rest, one call at a time: ${name}, median`,
      value: p(
        atRest.filter((s) => s.name === name),
        50,
      ),
      unit: 'ms',
    }));
    const restFailures = atRest.filter((s) => !s.ok).length;
    if (restFailures > 0) problems.push(`${restFailures} calls failed at rest`);
    const cpu = await mixCpuFigures(
      server.url,
      { server: server.pid, database: await localPostgresPid(databaseUrl) },
      loadMix(pool, await mint(ids), photoForm, `${runId}c`, accepted),
    );
    if (cpu.failures > 0) problems.push(`${cpu.failures} calls failed while measuring CPU`);

    const main = await run(options.rate, options.seconds, 'm');
    const figures = resultFigures(options.rate, main).map((f) => ({
      ...f,
      name: `${ids.length} travellers, ${options.seconds} s: ${f.name}`,
    }));
    for (const [failure, count] of main.failures) problems.push(`${count} × ${failure}`);

    const stepFigures: BenchFigure[] = [];
    let firstOver: number | undefined;
    for (const [i, rate] of options.steps.entries()) {
      const result = await run(rate, options.stepSeconds, `s${i}`);
      const ok = result.samples.filter((s) => s.ok);
      const reads = p(
        ok.filter((s) => s.kind === 'read'),
        99,
      );
      const writes = p(
        ok.filter((s) => s.kind === 'write'),
        99,
      );
      const errors = result.samples.length - ok.length;
      stepFigures.push(
        { name: `step ${rate} req/s: achieved`, value: result.achievedRate, unit: 'req/s' },
        { name: `step ${rate} req/s: reads p99`, value: reads, unit: 'ms' },
        { name: `step ${rate} req/s: writes p99`, value: writes, unit: 'ms' },
        { name: `step ${rate} req/s: errors`, value: errors, unit: '' },
      );
      if (reads > READ_P99_MS || writes > WRITE_P99_MS || errors > 0) {
        firstOver = rate;
        break;
      }
    }
    stepFigures.push({
      name: `first rate whose p99 passes ${READ_P99_MS} ms reads / ${WRITE_P99_MS} ms writes (or errs)${firstOver === undefined ? ': none up to the last step' : ''}`,
      value: firstOver ?? 0,
      unit: 'req/s',
    });

    const audit = await auditWrites(db, accepted);
    const auditFigures = audit.map((a) => ({
      name: `accepted ${a.kind} writes (all runs), missing from the database: ${a.missing} of`,
      value: a.accepted,
      unit: '',
    }));
    for (const a of audit) if (a.missing > 0) problems.push(`${a.missing} ${a.kind} writes lost`);
    const started = performance.now();
    const differences = await counterDifferences(db, loadConfig().timeZone);
    if (differences > 0) problems.push(`${differences} counters or badges differed`);
    auditFigures.push(
      { name: 'counters:rebuild differences (goal 0)', value: differences, unit: '' },
      { name: 'counters:rebuild time', value: (performance.now() - started) / 1000, unit: 's' },
    );
    return {
      figures: [...restFigures, ...cpu.figures, ...figures, ...stepFigures, ...auditFigures],
      problems,
    };
  } finally {
    await server.stop();
    await database.close();
  }
}
