import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = resolve(import.meta.dirname, '../../../src/client/routes');

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? routeFiles(path) : [relative(ROUTES, path)];
  });
}

/*
 * docs/PERF.md P1: the landing page comes with the first screen's messages only; every other
 * screen waits in its route's loader for the screens' messages (i18n/screen-messages.ts). The
 * screens under the signed-in layout are covered by the layout's loader; the root route shows
 * the shell and the not-found page, which use the first screen's messages.
 */
describe('the routes', () => {
  it('every screen but the landing page loads the screens’ messages before it shows', () => {
    const covered = (file: string) =>
      file === '__root.tsx' || file === 'index.tsx' || file.startsWith('_signed-in/');
    const files = routeFiles(ROUTES).filter((file) => !covered(file));
    expect(files.length).toBeGreaterThan(8);
    const waitsForMessages = (source: string) =>
      /loader: loadScreenMessages,/.test(source) || /return loadScreenMessages\(\);/.test(source);
    const missing = files.filter(
      (file) => !waitsForMessages(readFileSync(join(ROUTES, file), 'utf8')),
    );
    expect(missing).toEqual([]);
  });
});
