import { defineConfig } from 'vitest/config';

/**
 * The cluster tier: the built server (dist/server/main.js) in processes of its own, on one
 * throwaway PostgreSQL behind nginx, and its shutdown. Needs `npm run build` first;
 * scripts/test-all.sh runs it right after the build.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // One file at a time: the shutdown test times a request against its own process, and
    // the instances file's processes, nginx and PostgreSQL beside it made it the slowest.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
