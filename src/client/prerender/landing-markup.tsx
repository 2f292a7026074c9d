/**
 * The landing page (/) rendered to HTML at build time (scripts/prerender-landing.ts), so a
 * first-time visitor sees it as soon as the HTML and CSS arrive, before any JavaScript
 * (issue #6: LCP). The app then renders over it with the same markup. Runs in Node.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { LoadingIndicator } from '../app/loading-indicator';
import { NotFoundPage } from '../app/not-found-page';
import { routeTree } from '../routeTree.gen';

export async function renderLandingMarkup(): Promise<string> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    // Rendered as the browser's router renders it (not as TanStack's server rendering, which
    // leaves out a Suspense boundary), so that main.tsx can hydrate this markup as it is.
    isServer: false,
    defaultPendingComponent: LoadingIndicator,
    defaultNotFoundComponent: NotFoundPage,
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
