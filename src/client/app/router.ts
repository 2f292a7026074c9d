import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { LoadingIndicator } from './loading-indicator';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import './route-meta';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: LoadingIndicator,
  defaultNotFoundComponent: NotFoundPage,
  // Every route's error boundary: a message in the reader's language with a retry.
  defaultErrorComponent: RouteErrorPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
