/**
 * Beside the built pages (dist/client): the CSP sources ('sha256-…') of the scripts the
 * prerendered pages carry inline (the consent script, public/boot/consent-state.js),
 * written by the build (scripts/prerender-pages.ts) and read by the server
 * (src/server/plugins/inline-script-hashes.ts) so the CSP allows exactly those. Here in
 * src/shared because both sides name it and neither may import the other.
 */
export const INLINE_SCRIPT_HASHES_FILE = 'inline-script-hashes.json';
