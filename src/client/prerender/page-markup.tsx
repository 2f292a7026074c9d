/**
 * Pages rendered to HTML at build time (scripts/prerender-pages.ts), so a first-time
 * visitor sees them as soon as the HTML and CSS arrive, before any JavaScript (issue #6:
 * FCP and LCP). Runs in Node.
 */
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppShell } from '../app/app-shell';
import { LoadingIndicator } from '../app/loading-indicator';
import { NotFoundPage } from '../app/not-found-page';
import { MapScreenPending } from '../features/map/map-screen-pending';
import { routeTree } from '../routeTree.gen';

/**
 * Renders `path` of `routeTree` as the browser's router renders it (`isServer: false`: not
 * as TanStack's server rendering, which leaves out a Suspense boundary), so that main.tsx can
 * adopt the markup as it is (hydrateRoot).
 */
async function renderAt(
  routeTree: AnyRoute,
  path: string,
  options: Pick<
    Parameters<typeof createRouter>[0],
    'defaultPendingComponent' | 'defaultNotFoundComponent'
  > = {},
): Promise<string> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: false,
    ...options,
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

/** The landing page (/), rendered from the real route tree. */
export function renderLandingMarkup(): Promise<string> {
  return renderAt(routeTree, '/', {
    defaultPendingComponent: LoadingIndicator,
    defaultNotFoundComponent: NotFoundPage,
  });
}

/**
 * The map screen (/map) as it first shows in the browser: the shell (header, footer, cookie
 * banner) around the map-sized placeholder the route shows while its code and OpenLayers
 * arrive (routes/map.tsx: pendingComponent). The real route cannot render in Node (its
 * loader starts OpenLayers and IndexedDB), so this tree has a stand-in map route. The app
 * adopts the shell (hydrateRoot) and draws the map route's part afresh: the build script
 * marks that part for the browser to render (prerendered.ts: CLIENT_RENDERED_DIGEST). The
 * stand-in is wrapped in a Suspense boundary, as the real route is in the browser (it has
 * a pending component), so both trees have the same boundaries.
 */
export function renderMapShellMarkup(): Promise<string> {
  const rootRoute = createRootRoute({ component: AppShell });
  const mapRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/map',
    component: MapScreenPending,
    wrapInSuspense: true,
  });
  return renderAt(rootRoute.addChildren([mapRoute]), '/map');
}
