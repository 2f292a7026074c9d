import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell';
import { NotFoundPage } from '../app/not-found-page';

export const Route = createRootRoute({
  component: AppShell,
  notFoundComponent: NotFoundPage,
});
