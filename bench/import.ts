/**
 * The import's matching (docs/EXPORT.md I2) on a phone-like device: 1,200 rows of the
 * kinds people bring (Japanese and English names with other case and width, UNESCO numbers,
 * parts of names, unknown names, several date styles) read and matched against the real
 * catalogue in Chromium at a 4× CPU slowdown. Target: under 1 s.
 *
 * Run directly: `npx tsx bench/import.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ImportSite } from '../src/client/features/visit-import/import-plan';
import { projectRoot } from '../src/server/paths';
import type { BenchFigure } from './figures';
import { openModulePage } from './module-page';

type ImportPlanModule = typeof import('../src/client/features/visit-import/import-plan');

const ROWS = 1_200;
const RUNS = 7;

type CatalogueRecord = { id_no: number; name_en: string; name_ja: string; iso_codes: string[] };

function rowsLikePeopleWrite(records: readonly CatalogueRecord[]): string {
  const lines = ['遺産名,訪問日,評価,感想'];
  for (let i = 0; i < ROWS; i += 1) {
    const site = records[i % records.length] as CatalogueRecord;
    const name = [
      site.name_ja,
      site.name_en.toUpperCase(),
      String(site.id_no),
      site.name_en.slice(0, Math.max(8, Math.floor(site.name_en.length / 2))),
      `どこにもない遺産 ${i}`,
    ][i % 5];
    const date = [
      `2019-0${1 + (i % 9)}-15`,
      `2020/${1 + (i % 12)}/3`,
      `2021年${1 + (i % 12)}月9日`,
    ][i % 3];
    lines.push(`"${name?.replaceAll('"', '""')}",${date},${1 + (i % 5)},感想 ${i}`);
  }
  return lines.join('\r\n');
}

export async function benchImport(): Promise<BenchFigure[]> {
  const records = JSON.parse(
    await readFile(path.join(projectRoot, 'data/catalogue/whc-sites.json'), 'utf8'),
  ) as CatalogueRecord[];
  const sites: ImportSite[] = records.map((r) => ({
    id: r.id_no,
    name: r.name_ja,
    name_en: r.name_en,
    country_codes: r.iso_codes,
  }));
  const text = rowsLikePeopleWrite(records);
  const bench = await openModulePage({ title: 'import bench', prebundle: ['papaparse'] });
  try {
    const cdp = await bench.page.context().newCDPSession(bench.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: number[] = [];
    let matched = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await bench.page.evaluate(
        async ({ sites, text, modulePath }) => {
          const { planImport } = (await import(/* @vite-ignore */ modulePath)) as ImportPlanModule;
          const start = performance.now();
          const plan = planImport(text, sites);
          const ms = performance.now() - start;
          const rows = plan.kind === 'rows' ? plan.rows : [];
          return { ms, matched: rows.filter((r) => r.match.kind === 'matched').length };
        },
        { sites, text, modulePath: '/src/client/features/visit-import/import-plan.ts' },
      );
      times.push(result.ms);
      matched = result.matched;
    }
    times.sort((a, b) => a - b);
    return [
      {
        name: `${ROWS} rows read and matched, median of ${RUNS} (4× CPU slowdown)`,
        value: times[Math.floor(RUNS / 2)] ?? 0,
        unit: 'ms',
      },
      { name: 'slowest run', value: times.at(-1) ?? 0, unit: 'ms' },
      { name: 'rows matched to one site', value: matched, unit: 'rows' },
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printFigures } = await import('./figures');
  printFigures('Import matching (Chromium, phone CPU)', await benchImport());
}
