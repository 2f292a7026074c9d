import { defineConfig } from 'vitest/config';

/**
 * The browser tier in WebKit and Firefox (docs/ARCHITECTURE.md, "Browser engines"):
 * one engine at a time, each file one browser driven through the journeys in order, against
 * the production build (scripts/test-all.sh builds first). Run under xvfb-run: WebKitGTK's
 * MiniBrowser needs a display.
 */
export default defineConfig({
  test: {
    name: 'engines',
    root: '.',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/support/app-server.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // A journey with a first install, an offline reload and a photo takes well under a
    // minute on a shared 2-core machine; a stuck driver fails instead of hanging the suite.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    allowOnly: false,
  },
});
