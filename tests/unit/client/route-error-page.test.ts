import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A one-screen app whose screen fails to load, with the app's error page as the default,
 * for a reader whose stored language is `locale` (read when the modules load).
 */
async function failingScreen(locale: 'ja' | 'en'): Promise<string> {
  vi.stubGlobal('localStorage', { getItem: () => locale, setItem: () => {} });
  vi.resetModules();
  // As the app's start does before its first render: the reader's messages are loaded.
  const { loadCatalogue } = await import('../../../src/client/i18n/catalogues');
  await loadCatalogue(locale);
  const { RouteErrorPage } = await import('../../../src/client/app/route-error-page');
  const root = createRootRoute();
  const screen = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => {
      throw new Error('the server could not be reached');
    },
    component: () => 'loaded',
  });
  const router = createRouter({
    routeTree: root.addChildren([screen]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteErrorPage,
  });
  await router.load();
  return renderToString(createElement(RouterProvider, { router }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a screen that fails', () => {
  it('says so in Japanese with a retry, not the router’s own error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await failingScreen('ja');
    expect(html).toContain('ページを表示できませんでした');
    expect(html).toContain('もう一度試す');
    expect(html).toContain('ホームに戻る');
    expect(html).not.toContain('the server could not be reached');
    expect(html).not.toContain('Something went wrong!');
  });

  it('speaks English to a reader who chose it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await failingScreen('en');
    expect(html).toContain('This page could not be shown');
    expect(html).toContain('Try again');
  });
});
