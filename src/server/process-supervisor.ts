import cluster, { type Worker } from 'node:cluster';

/** What the supervisor sends an app process to stop it gracefully (main.ts listens). */
export const STOP_MESSAGE = 'heritage-passport:stop';

/**
 * The primary process of APP_PROCESSES > 1: it forks that many app processes, which share
 * the port (Node's cluster hands each new connection to the next one), and serves nothing
 * itself. An app process that dies after it was listening is replaced; one that dies before
 * (bad configuration, a database it cannot migrate) stops them all, since the next would
 * fail the same way. SIGTERM or SIGINT asks every app process to finish its requests in
 * flight (main.ts, SHUTDOWN_GRACE_SECONDS) and exits once all have, with the worst exit code.
 */
export function superviseAppProcesses(count: number): void {
  const live = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;

  const start = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.once('listening', () => {
      listening.add(worker);
      // A stop sent while it was still loading its code found no one listening (main.ts
      // hears it from the start of the app's start): say it again.
      if (stopping) worker.send(STOP_MESSAGE);
    });
  };
  const stopAll = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    // A message, not a signal: after Ctrl+C the terminal has already signalled every
    // process of the group, and a second signal would mean "do not wait" (main.ts).
    for (const worker of live) if (worker.isConnected()) worker.send(STOP_MESSAGE);
    if (live.size === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const failed = code !== 0 || signal !== null;
    if (stopping) {
      if (failed) exitCode = Math.max(exitCode, code || 1);
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!listening.has(worker)) {
      console.error(`An app process stopped before it was ready (${how}): stopping the others.`);
      stopAll(code || 1);
      return;
    }
    console.error(`App process ${worker.process.pid} stopped (${how}): starting another.`);
    start();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) {
        stopAll(0);
        return;
      }
      console.error(`Second ${signal}: stopping the app processes without waiting.`);
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    });
  }
  for (let i = 0; i < count; i++) start();
}
