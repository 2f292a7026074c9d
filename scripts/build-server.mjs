// Bundles the server into dist/server/main.js, and its image worker into
// dist/server/image-work.js beside it (src/server/media/image-work.ts starts it from
// there). Packages stay external (they are installed in node_modules); data and
// migrations are read from the project folder at run time (src/server/paths.ts), so
// nothing else needs copying.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'image-work': 'src/server/media/image-work-process.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js, dist/server/image-work.js');
