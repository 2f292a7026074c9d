import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type OutputChunk } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenChunk } from '../../../scripts/first-screen-chunk';

// A small app shaped like the real one: the entry imports what the first screen needs, and
// two lazy screens share some of it with the first screen and some only with each other.
const SOURCES: Record<string, string> = {
  'main.ts': `
    import { shell } from './shell';
    import { session } from './session';
    export const start = () => [shell(), session(), import('./map-screen'), import('./feed-screen')];`,
  'shell.ts': `import { words } from './words'; export const shell = () => 'shell ' + words();`,
  'session.ts': `import { words } from './words'; export const session = () => 'session ' + words();`,
  'words.ts': `export const words = () => 'words';`,
  'map-screen.ts': `import { session } from './session'; import { format } from './format';
    export const map = () => session() + format();`,
  'feed-screen.ts': `import { words } from './words'; import { format } from './format';
    export const feed = () => words() + format();`,
  'format.ts': `export const format = () => 'format';`,
};

let dir: string;
let chunks: OutputChunk[];

/** The chunk holding a module of the fixture. */
const chunkOf = (file: string) =>
  chunks.find((chunk) => chunk.moduleIds.includes(path.join(dir, file)))?.fileName;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-first-screen-'));
  for (const [file, source] of Object.entries(SOURCES)) {
    await writeFile(path.join(dir, file), source);
  }
  const output = await build({
    input: path.join(dir, 'main.ts'),
    write: false,
    logLevel: 'silent',
    output: {
      format: 'es',
      codeSplitting: { groups: [firstScreenChunk(path.join(dir, 'main.ts'))] },
    },
  });
  chunks = output.output.filter((item): item is OutputChunk => item.type === 'chunk');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the first screen chunk (docs/PERF.md P3)', () => {
  it('puts every module the entry imports statically into one chunk beside the entry', () => {
    const firstScreen = chunkOf('shell.ts');
    expect(firstScreen).toMatch(/^first-screen/);
    expect(chunkOf('session.ts')).toBe(firstScreen);
    // Shared with the lazy screens too: still loaded by the first screen, so it goes with it.
    expect(chunkOf('words.ts')).toBe(firstScreen);
    expect(chunkOf('main.ts')).not.toBe(firstScreen);
  });

  it('leaves what only the lazy screens use out of it', () => {
    const firstScreen = chunkOf('shell.ts');
    for (const lazy of ['map-screen.ts', 'feed-screen.ts', 'format.ts']) {
      expect(chunkOf(lazy)).toBeDefined();
      expect(chunkOf(lazy)).not.toBe(firstScreen);
    }
  });

  it('the entry imports only that chunk statically', () => {
    const entry = chunks.find((chunk) => chunk.isEntry);
    const firstScreen = chunkOf('shell.ts');
    expect(entry?.imports.filter((file) => !file.startsWith('rolldown-runtime'))).toEqual([
      firstScreen,
    ]);
  });
});
