// Writes dist/client/landing.html: the built index.html with the landing page's markup
// already inside #root, rendered by React in Node (src/client/prerender/landing-markup.tsx).
// The server answers GET / with it, so a first-time visitor sees the page as soon as the
// HTML and CSS arrive instead of after the JavaScript (issue #6: LCP); the app then adopts
// it (hydrateRoot in src/client/main.tsx). Every other path keeps the empty shell (index.html), and so does
// the service worker, whose cached shell starts the app with no network at all.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

const clientDir = path.resolve('dist/client');
const ROOT = '<div id="root"></div>';
/** The landing route's code-split component, as Vite's build manifest names it. */
const LANDING_CHUNK = 'src/client/routes/index.tsx?tsr-split=component';

type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The stylesheets the landing route's code brings (its own and those of the chunks it
 * imports). The app adds them when that code loads; the prerendered page must link them
 * itself, or a first visitor sees it unstyled until then, and then sees it jump.
 */
function stylesheetsOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => stylesheetsOf(manifest, imported, seen)),
  ];
}

const vite = await createServer({
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { renderLandingMarkup } = (await vite.ssrLoadModule(
    '/src/client/prerender/landing-markup.tsx',
  )) as typeof import('../src/client/prerender/landing-markup');
  const markup = await renderLandingMarkup();
  if (/<script/i.test(markup)) throw new Error('the landing markup must not contain scripts (CSP)');
  const shell = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`dist/client/index.html has no ${ROOT}`);
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest;
  // Only the prerender reads it: the server does not publish it.
  await rm(path.dirname(manifestFile), { recursive: true });
  const links = [...new Set(stylesheetsOf(manifest, LANDING_CHUNK))]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  // In the browser TanStack Router puts two Suspense boundaries around the root route that it
  // leaves out in Node (Matches.js and Match.js decide by an environment constant, not by
  // the router), and React hydrates a boundary only where the markup has its <!--$-->
  // marker: without these main.tsx's hydrateRoot would give up and draw the page again.
  // tests/e2e/landing.spec.ts proves the page is adopted, not redrawn.
  await writeFile(
    path.join(clientDir, 'landing.html'),
    shell
      .replace('</head>', `${links}</head>`)
      .replace(ROOT, `<div id="root"><!--$--><!--$-->${markup}<!--/$--><!--/$--></div>`),
  );
  console.log(`landing page prerendered: dist/client/landing.html (${markup.length} characters)`);
} finally {
  await vite.close();
}
