// Bundles the server into dist/server/main.js. Packages stay external (they are
// installed in node_modules); data and migrations are read from the project
// folder at run time (src/server/paths.ts), so nothing else needs copying.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js');
