import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_SCRIPT_HASHES_FILE } from '../../shared/inline-script-hashes';

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The CSP sources of the scripts the built pages carry inline, as the build listed them
 * (scripts/prerender-pages.ts). Only sha256 sources are taken, so the file can never widen
 * the CSP. None when the client is not built: the CSP then allows no inline script, and a
 * prerendered page's cookie banner waits for the app (the script only shows it earlier).
 */
export function inlineScriptHashes(clientDir: string): string[] {
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(path.join(clientDir, INLINE_SCRIPT_HASHES_FILE), 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(listed)) return [];
  return listed.filter(
    (source): source is string => typeof source === 'string' && HASH_SOURCE.test(source),
  );
}
