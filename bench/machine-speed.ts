import { createHash } from 'node:crypto';
import type { BenchFigure } from './figures';

/**
 * What this machine's cores do today, printed before the other figures so that two runs,
 * or two machines, can be told apart from two versions of the code: the CPU time of one
 * fixed piece of the work a call costs the server (JSON written and read, hashing,
 * sorting), the median of five.
 */
export function machineSpeed(): BenchFigure[] {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    fixedWork();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return [
    {
      name: 'a fixed piece of work (JSON, SHA-256, sort), CPU, median of 5',
      value: times[2] ?? 0,
      unit: 'ms',
    },
  ];
}

function fixedWork(): void {
  const rows = Array.from({ length: 50_000 }, (_, i) => ({
    id: i,
    name: `traveller ${(i * 7_919) % 50_000}`,
    visited: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
    stars: i % 5,
  }));
  const read: typeof rows = JSON.parse(JSON.stringify(rows));
  const hash = createHash('sha256');
  for (const row of read) hash.update(row.name);
  hash.digest();
  read.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
