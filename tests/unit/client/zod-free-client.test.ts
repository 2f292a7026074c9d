import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The browser runs no zod (docs/ARCHITECTURE.md): the schemas validate on the server, and a
 * value imported from a schema module would evaluate all of that module's schemas, and zod,
 * on the phone's main thread at start. This walks the value imports (not `import type`) of
 * the client and the service worker through src/shared and fails on any path to zod.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const ENTRY_DIRS = ['src/client', 'sw'];

/** Value imports, static or dynamic; `import type` and `export type` carry no code. */
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function valueImportsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (!match[2]) found.push(match[3] as string);
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT)) found.push(match[1] as string);
  for (const match of source.matchAll(SIDE_EFFECT_IMPORT)) found.push(match[1] as string);
  return found;
}

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import chains from `file` that end in zod, as readable paths. */
function chainsToZod(file: string, seen: Set<string>, trail: string[]): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const here = [...trail, relative(ROOT, file)];
  const chains: string[] = [];
  for (const specifier of valueImportsOf(readFileSync(file, 'utf8'))) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) {
      chains.push([...here, specifier].join(' → '));
      continue;
    }
    const target = resolveLocal(file, specifier);
    if (target) chains.push(...chainsToZod(target, seen, here));
  }
  return chains;
}

describe('the client bundle carries no zod', () => {
  it('finds the imports it walks (a walker that reads nothing proves nothing)', () => {
    const main = resolve(ROOT, 'src/client/main.tsx');
    const imports = valueImportsOf(readFileSync(main, 'utf8'));
    expect(imports).toContain('./app/router');
    expect(imports).toContain('./features/outbox/start-outbox');
    expect(imports).toContain('./styles/global.css');
    expect(chainsToZod(resolve(ROOT, 'src/shared/api/visits.ts'), new Set(), [])).toContain(
      'src/shared/api/visits.ts → zod',
    );
  });

  it('no client or service worker module reaches zod through a value import', () => {
    const seen = new Set<string>();
    const chains = ENTRY_DIRS.flatMap((dir) => sourceFilesUnder(resolve(ROOT, dir))).flatMap(
      (file) => chainsToZod(file, seen, []),
    );
    expect(chains).toEqual([]);
  });
});
