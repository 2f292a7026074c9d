import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (sending a mail, so that a reset
 * request answers in the same time whether or not the address has an
 * account). Failures are logged, never thrown at anyone; closing the app waits
 * for what is still running, so no mail is cut off by a shutdown.
 */
export type BackgroundWork = {
  run: (name: string, task: () => Promise<void>) => void;
  settled: () => Promise<void>;
};

export function backgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const job = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
