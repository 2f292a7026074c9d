// Writes dist/client/landing.html and dist/client/map.html: the built index.html with a
// page's markup already inside #root, rendered with React's server rendering API in Node
// (src/client/prerender/page-markup.tsx). The server answers GET / and GET /map with them, so
// a first-time visitor sees the page as soon as the HTML and CSS arrive instead of after the
// JavaScript (P4). Vite's own tags (the module script, its preloads, the stylesheet) stay as
// Vite wrote them; the markup goes in at the shell's own anchors (its <title>, </head> and the
// empty #root). The app hydrates the landing page (main.tsx) and renders the map screen over
// its instant shell. Every other path keeps the empty shell (index.html), and so does the
// service worker, whose cached shell starts the app with no network at all.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import { ja, type MessageKey } from '../src/client/i18n/ja';
import {
  CONSENT_BOOT_SCRIPT,
  INLINE_SCRIPT_HASHES_FILE,
  PRERENDERED_ATTRIBUTE,
} from '../src/client/prerender/prerendered';

const clientDir = path.resolve('dist/client');
/** The shell's own anchors (index.html), each present exactly once. */
const ROOT = '<div id="root"></div>';
const TITLE = `<title>${ja['app.name']}</title>`;
const HEAD_END = '</head>';

type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
type PageMarkup = typeof import('../src/client/prerender/page-markup');

type Page = {
  file: string;
  render: (markup: PageMarkup) => Promise<string>;
  /** Whether the app hydrates the markup (main.tsx) or renders over it. */
  hydrated: boolean;
  /** The route's code-split component, as Vite's build manifest names it, if it has one. */
  routeChunk?: string;
  /** The screen's title, as the app gives it (use-document-title.ts), if not the app name. */
  titleKey?: MessageKey;
};

const PAGES: Page[] = [
  {
    file: 'landing.html',
    render: (markup) => markup.renderLandingMarkup(),
    hydrated: true,
    routeChunk: 'src/client/routes/index.tsx?tsr-split=component',
  },
  {
    file: 'map.html',
    render: (markup) => markup.renderMapShellMarkup(),
    hydrated: false,
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

/** `html` with `anchor` (which must occur exactly once) replaced by `replacement`. */
function atAnchor(html: string, anchor: string, replacement: string): string {
  const parts = html.split(anchor);
  if (parts.length !== 2) throw new Error(`index.html has ${parts.length - 1} × ${anchor}`);
  return `${parts[0]}${replacement}${parts[1]}`;
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
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest;
  // Only the prerender reads it: the server does not publish it.
  await rm(path.dirname(manifestFile), { recursive: true });

  // The consent script runs before the first paint (a classic script in <head> blocks it),
  // so the prerendered cookie banner shows only to visitors who have not answered. It is
  // written into the page rather than linked: a linked one is a request the first paint
  // waits for (one round trip on a phone's network). It goes before the title, ahead of
  // Vite's stylesheet, which it would otherwise wait for. The CSP allows exactly this text
  // by its hash, which the server reads from INLINE_SCRIPT_HASHES_FILE.
  const consentSource = await readFile(path.join(clientDir, CONSENT_BOOT_SCRIPT), 'utf8');
  if (/<\/script/i.test(consentSource)) throw new Error('the consent script closes its tag');
  await writeFile(
    path.join(clientDir, INLINE_SCRIPT_HASHES_FILE),
    `${JSON.stringify([cspHashOf(consentSource)])}\n`,
  );

  for (const page of PAGES) {
    const markup = await page.render(markupModule);
    if (/<script/i.test(markup)) throw new Error(`${page.file}: markup with a script (CSP)`);
    const links = [...new Set(page.routeChunk ? stylesheetsOf(manifest, page.routeChunk) : [])]
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('');
    const title = page.titleKey ? `<title>${ja[page.titleKey]} | ${ja['app.name']}</title>` : TITLE;
    const root = page.hydrated
      ? `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>`
      : `<div id="root">${markup}</div>`;
    let html = atAnchor(shell, TITLE, `<script>${consentSource}</script>${title}`);
    html = atAnchor(html, HEAD_END, `${links}${HEAD_END}`);
    html = atAnchor(html, ROOT, root);
    await writeFile(path.join(clientDir, page.file), html);
    console.log(`prerendered: dist/client/${page.file} (${markup.length} characters)`);
  }
} finally {
  await vite.close();
}
