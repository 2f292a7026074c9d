/**
 * Benchmark of the map grouping (src/shared/map/grouping.ts). Target (issue):
 * ≤ 1 ms per call at any zoom for the real catalogue (1,248 sites) and ≤ 4 ms
 * for a synthetic 50,000-site catalogue.
 *
 * Every call is timed separately over zooms 1 … 20 (integers and halves),
 * five centres (Tokyo, Rome, Mexico City, 0,0 and Fiji on the antimeridian)
 * and two viewports (1920×1080 desktop, 390×844 phone), in auto mode; the
 * figures are the median, the 95th percentile and the worst per-zoom p95.
 *
 * Run directly: `npx tsx bench/grouping.ts`.
 */

import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { SITE_CATEGORIES, type SiteCategory } from '../src/shared/map/constants';
import { type LonLatExtent, viewExtent } from '../src/shared/map/extent';
import {
  buildGroupingIndex,
  fromCatalogueSite,
  type GroupingIndex,
  type GroupingSiteInput,
  groupingBand,
  groupSites,
} from '../src/shared/map/grouping';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

export interface CatalogueSite {
  id_no: number;
  name_ja: string;
  category: SiteCategory;
  latitude: unknown;
  longitude: unknown;
  iso_codes: string[];
}

const CATALOGUE_URL = new URL('../data/catalogue/whc-sites.json', import.meta.url);

export async function loadCatalogue(): Promise<CatalogueSite[]> {
  return JSON.parse(await readFile(CATALOGUE_URL, 'utf8')) as CatalogueSite[];
}

/** mulberry32: a small seeded PRNG, so the synthetic catalogue is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A seeded synthetic catalogue of `size` sites: each copies the country and
 * category of a random real site and lies up to ±3° from it (so dense
 * countries stay dense); 0.2 % get unusable coordinates and 10 % are visited.
 */
export function syntheticCatalogue(
  base: readonly GroupingSiteInput[],
  size = 50_000,
  seed = 20_250_101,
): GroupingSiteInput[] {
  const random = seededRandom(seed);
  const usable = base.filter((s) => typeof s.lat === 'number' && typeof s.lng === 'number');
  const out: GroupingSiteInput[] = [];
  for (let i = 0; i < size; i++) {
    const from = usable[Math.floor(random() * usable.length)] as GroupingSiteInput;
    let lat = (from.lat as number) + (random() - 0.5) * 6;
    let lng = (from.lng as number) + (random() - 0.5) * 6;
    lat = Math.max(-85, Math.min(85, lat));
    if (lng > 180) lng -= 360;
    if (lng < -180) lng += 360;
    const broken = random() < 0.002;
    out.push({
      id: 1_000_000 + i,
      lat: broken ? Number.NaN : lat,
      lng: broken ? '12.5' : lng,
      category: random() < 0.05 ? (SITE_CATEGORIES[2] as SiteCategory) : from.category,
      countryCode: from.countryCode ?? null,
      visited: random() < 0.1,
    });
  }
  return out;
}

export const BENCH_CENTRES = [
  { name: 'Tokyo', lng: 139.6917, lat: 35.6895 },
  { name: 'Rome', lng: 12.4964, lat: 41.9028 },
  { name: 'Mexico City', lng: -99.1332, lat: 19.4326 },
  { name: 'null island', lng: 0, lat: 0 },
  { name: 'Fiji (antimeridian)', lng: 179.9, lat: -17.7 },
] as const;

export const BENCH_VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
] as const;

function benchViews(): { zoom: number; extent: LonLatExtent }[] {
  const views: { zoom: number; extent: LonLatExtent }[] = [];
  for (let zoom = 1; zoom <= 20; zoom += 0.5) {
    for (const centre of BENCH_CENTRES) {
      for (const { width, height } of BENCH_VIEWPORTS) {
        views.push({ zoom, extent: viewExtent(centre, zoom, width, height) });
      }
    }
  }
  return views;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)] as number;
}

function round(ms: number): number {
  return Math.round(ms * 10_000) / 10_000;
}

/** Times every view `rounds` times (after a warm-up) and summarises per call. */
function measure(label: string, index: GroupingIndex, rounds: number): BenchResult[] {
  const views = benchViews();
  let sink = 0;
  for (let r = 0; r < 5; r++) {
    for (const view of views) sink += groupSites(index, { ...view, mode: 'auto' }).length;
  }
  const all: number[] = [];
  const countryBand: number[] = [];
  const byZoom = new Map<number, number[]>();
  for (let r = 0; r < rounds; r++) {
    for (const view of views) {
      const input = { zoom: view.zoom, extent: view.extent, mode: 'auto' as const };
      const t0 = performance.now();
      sink += groupSites(index, input).length;
      const ms = performance.now() - t0;
      all.push(ms);
      if (groupingBand(view.zoom, 'auto') === 'country') countryBand.push(ms);
      const zoomKey = Math.floor(view.zoom);
      let list = byZoom.get(zoomKey);
      if (!list) {
        list = [];
        byZoom.set(zoomKey, list);
      }
      list.push(ms);
    }
  }
  if (sink < 0) throw new Error('unreachable');
  all.sort((a, b) => a - b);
  countryBand.sort((a, b) => a - b);
  let worstZoomP95 = 0;
  let worstZoom = 0;
  for (const [zoom, list] of byZoom) {
    list.sort((a, b) => a - b);
    const p95 = percentile(list, 95);
    if (p95 > worstZoomP95) {
      worstZoomP95 = p95;
      worstZoom = zoom;
    }
  }
  const name = (what: string) => `grouping.${label}.${what}`;
  return [
    { name: name('calls'), value: all.length, unit: 'calls' },
    { name: name('all_zooms.median'), value: round(percentile(all, 50)), unit: 'ms' },
    { name: name('all_zooms.p95'), value: round(percentile(all, 95)), unit: 'ms' },
    { name: name('all_zooms.max'), value: round(all.at(-1) ?? Number.NaN), unit: 'ms' },
    { name: name('country_band.median'), value: round(percentile(countryBand, 50)), unit: 'ms' },
    { name: name('country_band.p95'), value: round(percentile(countryBand, 95)), unit: 'ms' },
    { name: name('worst_zoom.p95'), value: round(worstZoomP95), unit: 'ms' },
    { name: name('worst_zoom'), value: worstZoom, unit: 'zoom' },
  ];
}

function timeBuild(sites: readonly GroupingSiteInput[], runs: number): number {
  buildGroupingIndex(sites);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    buildGroupingIndex(sites);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

export async function benchGrouping(): Promise<BenchResult[]> {
  const real = (await loadCatalogue()).map((site) => fromCatalogueSite(site));
  const synthetic = syntheticCatalogue(real);
  const realIndex = buildGroupingIndex(real);
  const syntheticIndex = buildGroupingIndex(synthetic);
  return [
    { name: 'grouping.real.sites', value: real.length, unit: 'sites' },
    ...measure('real', realIndex, 40),
    { name: 'grouping.real.build', value: round(timeBuild(real, 100)), unit: 'ms' },
    { name: 'grouping.synthetic50k.sites', value: synthetic.length, unit: 'sites' },
    ...measure('synthetic50k', syntheticIndex, 10),
    { name: 'grouping.synthetic50k.build', value: round(timeBuild(synthetic, 10)), unit: 'ms' },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchGrouping();
  for (const { name, value, unit } of results) {
    console.log(`${name.padEnd(44)} ${String(value).padStart(10)} ${unit}`);
  }
}
