// Writes src/client/features/map/ol/world-basemap.json, the offline basemap the app ships,
// from world-atlas's Natural Earth 1:110m TopoJSON (public domain): land and borders
// converted to web-mercator at build time (basemap-file.ts says why). Checked in; a unit
// test (tests/unit/client/map/basemap-file.test.ts) fails when it no longer matches what
// this script would write. Run: npx tsx scripts/generate-basemap.ts
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { encodeBasemap } from '../src/client/features/map/ol/basemap-file';
import {
  basemapGeometry,
  type WorldTopology,
} from '../src/client/features/map/ol/basemap-geometry';

export const BASEMAP_FILE = path.resolve('src/client/features/map/ol/world-basemap.json');

/** The file's text as this script writes it. */
export async function basemapFileText(): Promise<string> {
  const source = path.resolve('node_modules/world-atlas/countries-110m.json');
  const topology = JSON.parse(await readFile(source, 'utf8')) as WorldTopology;
  return `${JSON.stringify(encodeBasemap(basemapGeometry(topology)))}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(BASEMAP_FILE, await basemapFileText());
  console.log(`wrote ${path.relative(process.cwd(), BASEMAP_FILE)}`);
}
