// Writes src/client/features/visit-location/state-shapes.json, the shapes of every state that
// shares a site of the catalogue (state-shapes-file.ts says what for), from world-atlas's
// Natural Earth 1:50m TopoJSON (public domain). Checked in; a unit test
// (tests/unit/client/visit-location/state-shapes-file.test.ts) fails when it no longer
// matches what this script would write, e.g. after a catalogue with a new shared site.
// Run: npx tsx scripts/generate-state-shapes.ts
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  encodeRing,
  STATE_SHAPES_UNIT,
  type StateShapesFile,
} from '../src/client/features/visit-location/state-shapes-file';

export const STATE_SHAPES_FILE = path.resolve(
  'src/client/features/visit-location/state-shapes.json',
);

/**
 * world-atlas names its countries by ISO 3166-1 numeric code, the catalogue by alpha-2: the
 * states of the catalogue's shared sites. A new one makes this script stop and say which.
 */
const NUMERIC_CODES = new Map(
  `
  al:008 ar:032 at:040 az:031 ba:070 be:056 bf:854 bg:100 bj:204 bo:068 br:076 by:112
  ca:124 cf:140 cg:178 ch:756 ci:384 cl:152 cm:120 cn:156 co:170 cr:188 cz:203 de:276
  dk:208 ec:218 ee:233 es:724 fi:246 fr:250 gb:826 gm:270 gn:324 hr:191 hu:348 in:356
  ir:364 it:380 jp:392 kg:417 kz:398 la:418 ls:426 lt:440 lv:428 md:498 me:499 mk:807
  mn:496 mz:508 ne:562 nl:528 no:578 pa:591 pe:604 pl:616 pt:620 ro:642 rs:688 ru:643
  se:752 si:705 sk:703 sn:686 tg:768 tj:762 tm:795 ua:804 us:840 uz:860 va:336 vn:704
  za:710 zm:894 zw:716
`
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);

type Countries = Topology<{ countries: GeometryCollection }>;

/** The states of every site listed under more than one, in alphabetical order. */
export async function sharedSiteStates(): Promise<string[]> {
  const sites = JSON.parse(
    await readFile(path.resolve('data/catalogue/whc-sites.json'), 'utf8'),
  ) as { iso_codes: string[] }[];
  const codes = new Set<string>();
  for (const site of sites) {
    const states = site.iso_codes.filter(Boolean);
    if (states.length > 1) for (const code of states) codes.add(code.toLowerCase());
  }
  return [...codes].sort();
}

function polygonsOf(geometry: Geometry): Position[][][] {
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  return [];
}

/** The file's text as this script writes it. */
export async function stateShapesFileText(): Promise<string> {
  const topology = JSON.parse(
    await readFile(path.resolve('node_modules/world-atlas/countries-50m.json'), 'utf8'),
  ) as Countries;
  const byNumeric = new Map(
    feature(topology, topology.objects.countries).features.map((item) => [
      String(item.id),
      item.geometry,
    ]),
  );
  const states: StateShapesFile['states'] = {};
  for (const code of await sharedSiteStates()) {
    const numeric = NUMERIC_CODES.get(code);
    const geometry = numeric ? byNumeric.get(numeric) : undefined;
    if (!geometry) throw new Error(`no shape for ${code}: add its numeric code to NUMERIC_CODES`);
    states[code] = polygonsOf(geometry).map((polygon) => polygon.map((ring) => encodeRing(ring)));
  }
  const file: StateShapesFile = { unit: STATE_SHAPES_UNIT, states };
  return `${JSON.stringify(file)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(STATE_SHAPES_FILE, await stateShapesFileText());
  console.log(`wrote ${path.relative(process.cwd(), STATE_SHAPES_FILE)}`);
}
