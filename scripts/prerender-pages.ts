// Writes dist/client/landing.html and dist/client/map.html: the built index.html with a
// page's markup already inside #root, rendered by React in Node
// (src/client/prerender/page-markup.tsx). The server answers GET / and GET /map with them,
// so a first-time visitor sees the page as soon as the HTML and CSS arrive instead of after
// the JavaScript (issue #6: FCP and LCP). The app then adopts them (hydrateRoot in
// src/client/main.tsx), drawing only the map itself afresh. Every other
// path keeps the empty shell (index.html), and so does the service worker, whose cached
// shell starts the app with no network at all.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import { ja, type MessageKey } from '../src/client/i18n/ja';
import {
  CLIENT_RENDERED_DIGEST,
  CONSENT_BOOT_SCRIPT,
  EARLY_PRESSES_GLOBAL,
  INLINE_SCRIPT_HASHES_FILE,
  PRERENDERED_ATTRIBUTE,
} from '../src/client/prerender/prerendered';

const clientDir = path.resolve('dist/client');
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
type PageMarkup = typeof import('../src/client/prerender/page-markup');

type Page = {
  file: string;
  render: (markup: PageMarkup) => Promise<string>;
  /** The route's code-split component, as Vite's build manifest names it, if it has one. */
  routeChunk?: string;
  /**
   * The start of the markup the browser renders afresh instead of adopting: the opening of
   * the first element inside a Suspense boundary (see prerendered.ts).
   */
  clientRendered?: string;
  /** The screen's title, as the app gives it (use-document-title.ts), if not the app name. */
  titleKey?: MessageKey;
};

const PAGES: Page[] = [
  {
    file: 'landing.html',
    render: (markup) => markup.renderLandingMarkup(),
    routeChunk: 'src/client/routes/index.tsx?tsr-split=component',
  },
  {
    file: 'map.html',
    render: (markup) => markup.renderMapShellMarkup(),
    clientRendered: '<div class="map-screen-pending"',
    titleKey: 'title.map',
  },
];

/**
 * The stylesheets a route's code brings (its own and those of the chunks it imports). The
 * app adds them when that code loads; the prerendered page must link them itself, or a
 * first visitor sees it unstyled until then, and then sees it jump.
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

/**
 * The prerendered pages paint from their HTML and CSS alone; their scripts make them work.
 * So their script tags are taken out and an inline script asks for the same files once the
 * first contentful paint has been presented (src/client/prerender/prerendered-page-start.js):
 * the stylesheet and the paint no longer share a phone's network and main thread with 160 KB
 * of JavaScript. Lighthouse's slow-4G estimate of /map's largest paint fell from 2.2 s to
 * 0.9 s. The cost: the scripts start after the paint instead of after the stylesheet (before,
 * marked low priority, they were held back while it loaded), so a first visit's map appears
 * 40 ms (20 Mbit/s) to 170 ms (slow 4G) later. The empty shell (index.html) keeps its tags,
 * as it shows nothing without them. The same script keeps presses on the page's buttons
 * until the app has adopted it (src/client/prerender/early-presses.ts).
 */
function withPageStartScript(html: string, pageStart: string): { html: string; script: string } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('the shell has no module script (has Vite changed its tags?)');
  const preloads: string[] = [];
  const withoutTags = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (preloads.length === 0) throw new Error('the shell preloads no modules (has Vite changed?)');
  // The file holds one arrow function (ending in `;`); the page calls it with this shell's
  // files and the name under which it keeps early presses.
  const startFunction = pageStart
    .replace(/^\/\/.*\n/gm, '')
    .trim()
    .replace(/;$/, '');
  const call = `(${startFunction})(${JSON.stringify(entry[1])},${JSON.stringify(preloads)},${JSON.stringify(EARLY_PRESSES_GLOBAL)});`;
  if (/<\/script/i.test(call)) throw new Error('the page start script closes its tag');
  return { html: withoutTags, script: call };
}

/** The CSP source of an inline script's exact text. */
function cspHashOf(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

const vite = await createServer({
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const markupModule = (await vite.ssrLoadModule(
    '/src/client/prerender/page-markup.tsx',
  )) as PageMarkup;
  const shell = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`dist/client/index.html has no ${ROOT}`);
  if (!TITLE.test(shell)) throw new Error('dist/client/index.html has no <title>');
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest;
  // Only the prerender reads it: the server does not publish it.
  await rm(path.dirname(manifestFile), { recursive: true });

  // The consent script runs before the first paint (a classic script in <head> blocks it),
  // so the prerendered cookie banner shows only to visitors who have not answered. It is
  // written into the page rather than linked: a linked one is a request the first paint
  // waits for (one round trip on a phone's network). The CSP allows exactly this text by
  // its hash, which the server reads from INLINE_SCRIPT_HASHES_FILE.
  const consentSource = await readFile(path.join(clientDir, CONSENT_BOOT_SCRIPT), 'utf8');
  if (/<\/script/i.test(consentSource)) throw new Error('the consent script closes its tag');
  const consentScript = `<script>${consentSource}</script>`;
  const pageStart = await readFile('src/client/prerender/prerendered-page-start.js', 'utf8');
  const { html: shellToFill, script: pageStartSource } = withPageStartScript(shell, pageStart);
  // Every prerendered page carries the same two inline scripts (the same shell, the same files).
  const inlineScripts = `${consentScript}<script>${pageStartSource}</script>`;
  await writeFile(
    path.join(clientDir, INLINE_SCRIPT_HASHES_FILE),
    `${JSON.stringify([cspHashOf(consentSource), cspHashOf(pageStartSource)])}\n`,
  );

  for (const page of PAGES) {
    let markup = await page.render(markupModule);
    if (page.clientRendered) {
      // React's own mark for a boundary the server could not render ($!, with the digest in
      // the template after it): the browser renders this part afresh.
      const boundary = `<!--$-->${page.clientRendered}`;
      if (markup.split(boundary).length !== 2) {
        throw new Error(`${page.file}: no single Suspense boundary starts ${page.clientRendered}`);
      }
      markup = markup.replace(
        boundary,
        `<!--$!--><template data-dgst="${CLIENT_RENDERED_DIGEST}"></template>${page.clientRendered}`,
      );
    }
    if (/<script/i.test(markup)) throw new Error(`${page.file}: markup with a script (CSP)`);
    const links = [...new Set(page.routeChunk ? stylesheetsOf(manifest, page.routeChunk) : [])]
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('');
    // The consent script comes before the stylesheets, which it would otherwise wait for.
    // In the browser TanStack Router puts two Suspense boundaries around the root route that
    // it leaves out in Node (Matches.js and Match.js decide by an environment constant, not
    // by the router), and React hydrates a boundary only where the markup has its <!--$-->
    // marker: without these main.tsx's hydrateRoot would give up and draw the page again.
    // tests/e2e/landing.spec.ts and map.spec.ts prove the pages are adopted, not redrawn.
    const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}><!--$--><!--$-->${markup}<!--/$--><!--/$--></div>`;
    let html = shellToFill
      .replace('<title>', `${inlineScripts}<title>`)
      .replace('</head>', `${links}</head>`)
      .replace(ROOT, root);
    if (page.titleKey) {
      html = html.replace(TITLE, `<title>${ja[page.titleKey]} | ${ja['app.name']}</title>`);
    }
    await writeFile(path.join(clientDir, page.file), html);
    console.log(`prerendered: dist/client/${page.file} (${markup.length} characters)`);
  }
} finally {
  await vite.close();
}
