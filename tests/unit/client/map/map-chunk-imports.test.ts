import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The map's OpenLayers chunk (features/map/ol/map-view.tsx and what it imports statically) is
 * fetched and evaluated on every start of the map screen (P1, P2): the site popup's own-data
 * slots, which bring the outbox and the social code, load only when a popup first opens
 * (features/map/popup/site-popup.tsx).
 */

const CLIENT = resolve(import.meta.dirname, '../../../../src/client');
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?from\s+)?['"]([^'"]+)['"]/g;

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every source file `entry` reaches through static value imports, itself included. */
function staticallyReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (match[1]) continue; // `import type` carries no code
      const target = resolveRelative(file, match[2] as string);
      if (target) pending.push(target);
    }
  }
  return reached;
}

describe("the map's OpenLayers chunk", () => {
  const reached = staticallyReached(resolve(CLIENT, 'features/map/ol/map-view.tsx'));

  it('is walked (a walker that reads nothing proves nothing)', () => {
    expect(reached).toContain(resolve(CLIENT, 'features/map/popup/site-popup.tsx'));
    expect(reached).toContain(resolve(CLIENT, 'features/map/ol/world-map.ts'));
  });

  it('carries neither the popup slots nor the outbox (P1, P2)', () => {
    expect(reached).not.toContain(resolve(CLIENT, 'features/map/popup/popup-slots.tsx'));
    expect(reached).not.toContain(resolve(CLIENT, 'features/outbox/outbox-instance.ts'));
  });
});
