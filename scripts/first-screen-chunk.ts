import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

/**
 * One chunk for everything the first screen imports statically (docs/PERF.md P3).
 *
 * Every module `src/client/main.tsx` reaches through static imports is loaded before the app
 * runs, on every page. Left to itself, the bundler cut that set into a score of small shared
 * chunks (one per combination of lazy screens that also use a module), each a request of its
 * own: the embedded server speaks HTTP/1.1, where a browser opens at most six connections to
 * one origin, so a first visit fetched them in waves, one round trip each. Grouped, they
 * are one file beside the entry; the bytes are the same (P1 counts them either way), and the
 * lazy screens import what they share with the first screen from it.
 */
export function firstScreenChunk(entry: string): CodeSplittingGroup {
  const entryId = path.resolve(entry);
  let firstScreen: Set<string> | undefined;
  return {
    name: (moduleId, context) => {
      if (!firstScreen) {
        firstScreen = new Set();
        const pending = [entryId];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (firstScreen.has(id)) continue;
          firstScreen.add(id);
          pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      return moduleId !== entryId && firstScreen.has(moduleId) ? 'first-screen' : null;
    },
  };
}
