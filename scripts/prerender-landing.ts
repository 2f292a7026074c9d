// Writes dist/client/landing.html: the built index.html with the landing page's markup
// already inside #root, rendered by React in Node (src/client/prerender/landing-markup.tsx).
// The server answers GET / with it, so a first-time visitor sees the page as soon as the
// HTML and CSS arrive instead of after the JavaScript (issue #6: LCP); the app then renders
// the same page over it. Every other path keeps the empty shell (index.html), and so does
// the service worker, whose cached shell starts the app with no network at all.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

const clientDir = path.resolve('dist/client');
const ROOT = '<div id="root"></div>';

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
  await writeFile(
    path.join(clientDir, 'landing.html'),
    shell.replace(ROOT, `<div id="root">${markup}</div>`),
  );
  console.log(`landing page prerendered: dist/client/landing.html (${markup.length} characters)`);
} finally {
  await vite.close();
}
