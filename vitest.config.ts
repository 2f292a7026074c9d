import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure logic, fast) and `api` (the real app built
 * in-process over a real database: PGlite, or PostgreSQL when
 * TEST_DATABASE_URL points at a server; scripts/test-all.sh runs both).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Both cores (vitest's default leaves one free on a two-core machine).
          maxWorkers: 2,
          // Unit tests first; the API project runs after with its own worker limit.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each worker loads the app's modules once for all its files: every file builds its
          // own apps over its own database, and no app state lives in a module (one app's
          // figures must never answer for another: tests/api/dashboard.test.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
