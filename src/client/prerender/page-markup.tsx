/**
 * Pages rendered to HTML at build time (scripts/prerender-pages.ts) with React's public server
 * rendering API, so a first-time visitor sees them as soon as the HTML and CSS arrive, before
 * any JavaScript (P4). Runs in Node.
 */
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { AppShell } from '../app/app-shell';
import { LoadingIndicator } from '../app/loading-indicator';
import { NotFoundPage } from '../app/not-found-page';
import { RouteErrorPage } from '../app/route-error-page';
import { MapScreenPending } from '../features/map/map-screen-pending';
import { routeTree } from '../routeTree.gen';

/** `path` of `routeTree`, loaded (its lazy route components too), ready to render. */
async function routerAt(routeTree: AnyRoute, path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    // The app's router's defaults (app/router.ts) that shape what a screen renders.
    defaultPendingComponent: LoadingIndicator,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
  await router.load();
  return router;
}

/**
 * In the browser TanStack Router renders the matched routes inside two Suspense boundaries (one
 * around all of them, one around the root route) that it leaves out when it renders in Node.
 * React adopts server markup boundary by boundary, so the page is rendered inside two plain
 * ones as well: the browser's tree and the markup then match exactly. Should the router ever
 * change this, hydration fails loudly (tests/e2e/landing.spec.ts checks for errors).
 */
function AsInTheBrowser({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Suspense>{children}</Suspense>
    </Suspense>
  );
}

/** The landing page (/), rendered from the real route tree, for main.tsx to hydrate. */
export async function renderLandingMarkup(): Promise<string> {
  const router = await routerAt(routeTree, '/');
  return renderToString(
    <AsInTheBrowser>
      <RouterProvider router={router} />
    </AsInTheBrowser>,
  );
}

/**
 * The map screen's instant shell: the header, footer and cookie banner around the map-sized
 * placeholder the map route shows while its code and OpenLayers arrive (routes/map.tsx:
 * pendingComponent). Plain markup, never hydrated: the app renders the real screen over it
 * (createRoot), which looks the same until the map comes in. The real route cannot render in
 * Node (its loader starts OpenLayers and IndexedDB), so this tree has a stand-in map route.
 */
export async function renderMapShellMarkup(): Promise<string> {
  const rootRoute = createRootRoute({ component: AppShell });
  const mapRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/map',
    component: MapScreenPending,
  });
  const router = await routerAt(rootRoute.addChildren([mapRoute]), '/map');
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
