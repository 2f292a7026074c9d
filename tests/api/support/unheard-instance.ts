import { startTestApp, type TestApp } from './test-app';

/**
 * Another app instance over `t`'s database, in this process, whose database notifications
 * never arrive: only its own answers drop what it keeps (services/kept-answers.ts). Behind a
 * balancer the next read may go to another instance, which the database tells a moment
 * later; this one shows what a traveller's own instance does before that.
 */
export function startUnheardInstance(t: TestApp): Promise<TestApp> {
  return startTestApp({
    clock: t.clock,
    inProcess: true,
    database: {
      ...t.database,
      watch: async (_channel, watcher) => {
        watcher.live(true);
        return async () => {};
      },
    },
  });
}
