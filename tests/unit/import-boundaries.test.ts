import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The house's boundaries, walked over the import statements of the sources (docs/ARCHITECTURE.md):
 * - the browser runs no zod: a value imported from a schema module would evaluate all of its
 *   schemas, and zod, on the phone's main thread at start, and zod's `eval` probe trips the CSP;
 * - the client and the server share only src/shared, which imports neither;
 * - screens (the .tsx of features/ and app/) read and write through queries and commands, never
 *   Dexie or the database modules themselves (their types are fine);
 * - the service worker carries neither React nor zustand: it sends the outbox from sync/ and db/;
 * - the HTTP client stands below every feature, so any feature may use it without a cycle;
 * - the app imports no messages but the first screen's Japanese statically: the other parts of
 *   the catalogues load when needed (docs/PERF.md P1).
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** Imports, static or dynamic, with whether they carry code (`import type` does not). */
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

type Import = { specifier: string; typeOnly: boolean };

function importsOf(source: string, { dynamic = true } = {}): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(IMPORT)) {
    found.push({ specifier: match[3] as string, typeOnly: Boolean(match[2]) });
  }
  if (dynamic) {
    for (const match of source.matchAll(DYNAMIC_IMPORT)) {
      found.push({ specifier: match[1] as string, typeOnly: false });
    }
  }
  for (const match of source.matchAll(SIDE_EFFECT_IMPORT)) {
    found.push({ specifier: match[1] as string, typeOnly: false });
  }
  return found;
}

const valueImportsOf = (source: string, options?: { dynamic?: boolean }) =>
  importsOf(source, options)
    .filter((found) => !found.typeOnly)
    .map((found) => found.specifier);

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir)).flatMap((name) => {
    const path = join(resolve(ROOT, dir), name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, or the specifier itself for a package. */
function resolveImport(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

const under = (folder: string) => (target: string) =>
  target.startsWith(`${resolve(ROOT, folder)}/`);
const isPackage =
  (...names: string[]) =>
  (target: string) =>
    names.some((name) => target === name || target.startsWith(`${name}/`));
const show = (target: string) => (target.startsWith('/') ? relative(ROOT, target) : target);

/** The value-import chains from `file` to a module `forbidden` matches, as readable paths. */
function chainsTo(
  forbidden: (target: string) => boolean,
  file: string,
  seen = new Set<string>(),
  trail: string[] = [],
  options: { dynamic?: boolean } = {},
): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const here = [...trail, relative(ROOT, file)];
  const chains: string[] = [];
  for (const specifier of valueImportsOf(readFileSync(file, 'utf8'), options)) {
    const target = resolveImport(file, specifier);
    if (forbidden(target)) chains.push([...here, show(target)].join(' → '));
    else if (target.startsWith('/') && existsSync(target) && /\.tsx?$/.test(target)) {
      chains.push(...chainsTo(forbidden, target, seen, here, options));
    }
  }
  return chains;
}

/**
 * Every chain from any of `files`; each module is walked once, so each leak shows once.
 * With `dynamic: false`, only static imports are followed (what loads with the importer).
 */
function chainsFrom(
  files: string[],
  forbidden: (target: string) => boolean,
  options: { dynamic?: boolean } = {},
): string[] {
  const seen = new Set<string>();
  return files.flatMap((file) => chainsTo(forbidden, file, seen, [], options));
}

/** Direct imports (types too unless `valuesOnly`) of `files` that `forbidden` matches. */
function directImports(
  files: string[],
  forbidden: (target: string) => boolean,
  { valuesOnly }: { valuesOnly: boolean },
): string[] {
  return files.flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .filter((found) => !(valuesOnly && found.typeOnly))
      .map((found) => resolveImport(file, found.specifier))
      .filter(forbidden)
      .map((target) => `${relative(ROOT, file)} → ${show(target)}`),
  );
}

const clientFiles = () => [...sourceFilesUnder('src/client'), ...sourceFilesUnder('sw')];
const screenFiles = () =>
  [...sourceFilesUnder('src/client/features'), ...sourceFilesUnder('src/client/app')].filter(
    (file) => file.endsWith('.tsx'),
  );

describe('import boundaries', () => {
  it('finds the imports it walks (a walker that reads nothing proves nothing)', () => {
    const main = resolve(ROOT, 'src/client/main.tsx');
    expect(valueImportsOf(readFileSync(main, 'utf8'))).toContain('./styles/global.css');
    expect(chainsFrom([resolve(ROOT, 'src/shared/api/visits.ts')], isPackage('zod'))).toContain(
      'src/shared/api/visits.ts → zod',
    );
    expect(chainsFrom([main], under('src/client/features')).length).toBeGreaterThan(0);
    expect(screenFiles().length).toBeGreaterThan(50);
  });

  it('no client or service worker module reaches zod through a value import', () => {
    expect(chainsFrom(clientFiles(), isPackage('zod'))).toEqual([]);
  });

  it('the client never imports the server, nor the server the client; shared imports neither', () => {
    const server = under('src/server');
    const client = (target: string) => under('src/client')(target) || under('sw')(target);
    expect(directImports(clientFiles(), server, { valuesOnly: false })).toEqual([]);
    expect(directImports(sourceFilesUnder('src/server'), client, { valuesOnly: false })).toEqual(
      [],
    );
    expect(
      directImports(sourceFilesUnder('src/shared'), (t) => server(t) || client(t), {
        valuesOnly: false,
      }),
    ).toEqual([]);
  });

  it('screens use queries and commands, never Dexie or the database modules', () => {
    const storage = (target: string) =>
      isPackage('dexie', 'dexie-react-hooks')(target) || under('src/client/db')(target);
    expect(directImports(screenFiles(), storage, { valuesOnly: true })).toEqual([]);
  });

  it('the service worker carries neither React nor zustand', () => {
    const ui = (target: string) =>
      isPackage('react', 'react-dom', 'zustand', '@tanstack/react-router')(target) ||
      target.endsWith('.tsx');
    expect(chainsFrom(sourceFilesUnder('sw'), ui)).toEqual([]);
  });

  it('the HTTP client depends on no feature', () => {
    expect(
      chainsFrom([resolve(ROOT, 'src/client/api/http.ts')], under('src/client/features')),
    ).toEqual([]);
  });

  it('the app imports only the first screen’s Japanese messages statically (P1)', () => {
    const laterParts = ['ja', 'ja-screens', 'en', 'en-first-screen', 'en-screens'].map((name) =>
      resolve(ROOT, `src/client/i18n/${name}.ts`),
    );
    const isLaterPart = (target: string) => laterParts.includes(target);
    const app = clientFiles().filter((file) => !isLaterPart(file));
    expect(chainsFrom(app, isLaterPart, { dynamic: false })).toEqual([]);
    // The walker sees the dynamic imports that load them.
    expect(chainsFrom([resolve(ROOT, 'src/client/i18n/catalogues.ts')], isLaterPart)).toHaveLength(
      3,
    );
  });
});
