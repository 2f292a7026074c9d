/**
 * Benchmark of the outbox in Chromium, against the targets the product set for it: recording
 * a visit (command + outbox write) ≤ 5 ms p95; 100 queued mutations sent after reconnect in
 * ≤ 2 s against the local server. The real server runs in its own process
 * (PGlite); the page is served by Vite, which proxies /api to it, and calls
 * the outbox modules directly over a real IndexedDB with strict durability.
 *
 * Recording: 200 commands (visits and wishlist changes on distinct sites),
 * each timed from call to committed transaction. Sending: 100 queued changes
 * (a fresh user, distinct targets, so nothing coalesces), timed from `sync()`
 * to drained, the pull after it included.
 *
 * Run directly: `npx tsx bench/outbox.ts`.
 */
import { pathToFileURL } from 'node:url';
import { type BenchFigure, printFigures } from './figures';
import { openModulePage } from './module-page';
import { startServerProcess } from './server-process';

const RECORDS = 200;
const QUEUED = 100;

type PageResult = {
  recordMs: number[];
  floorMs: number[];
  sendMs: number;
  networkMs: number;
  sent: number;
  left: number;
};

export async function benchOutbox(): Promise<BenchFigure[]> {
  const server = await startServerProcess();
  const { page, close } = await openModulePage({
    title: 'outbox bench',
    apiOrigin: server.url,
    prebundle: ['dexie'],
  });
  try {
    // tsx compiles this file with esbuild's keepNames, whose __name helper the functions below
    // call; the page has no such helper.
    await page.evaluate('globalThis.__name = (fn) => fn');
    const result: PageResult = await page.evaluate(
      async ({ records, queued }) => {
        const load = (path: string) => import(/* @vite-ignore */ path);
        const { LocalDatabase } = await load('/src/client/db/local-database.ts');
        const { sessionRowsOf } = await load('/src/client/db/session.ts');
        const { tokenStoreOf } = await load('/src/client/api/session-client.ts');
        const { createSessionClient, SessionEndedError } = await load(
          '/src/client/api/token-refresh.ts',
        );
        const { createOutboxCommands } = await load('/src/client/sync/outbox-commands.ts');
        const { createOutboxSync } = await load('/src/client/sync/outbox-sync.ts');

        const sites: number[] = (
          await (await fetch('/api/heritage/sites/?limit=100&page=1')).json()
        ).results.map((s: { id: number }) => s.id);
        const register = async () => {
          const tag = `bench${Math.random().toString(36).slice(2, 10)}`;
          const response = await fetch('/api/auth/register/', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              username: tag,
              email: `${tag}@example.com`,
              password: 'Kinkaku-ji 1397 gold',
            }),
          });
          return response.json();
        };
        const network = { ms: 0 };
        const device = async (name: string) => {
          const db = new LocalDatabase(name, { chromeTransactionDurability: 'strict' });
          const rows = sessionRowsOf(db);
          const auth = await register();
          await rows.save({ user: auth.user, access: auth.access, refresh: auth.refresh });
          const sessionClient = createSessionClient({ store: tokenStoreOf(rows), apiBase: '/api' });
          const sync = createOutboxSync({
            db,
            fetch: async (request: Request) => {
              const started = performance.now();
              try {
                return await fetch(request);
              } finally {
                network.ms += performance.now() - started;
              }
            },
            readSession: async () => {
              const row = await rows.get();
              return row && { userId: row.user.id, access: row.access };
            },
            refreshSession: (stale: string) => sessionClient.refreshSession(stale),
            isSessionEnded: (error: unknown) => error instanceof SessionEndedError,
          });
          return { db, userId: auth.user.id as number, commands: createOutboxCommands(db), sync };
        };

        // Recording: nothing is sent meanwhile (no onRecorded), as when offline.
        const first = await device('outbox-bench-record');
        // The floor under every command: one strict-durability transaction writing one row.
        const floorMs: number[] = [];
        for (let i = 0; i < records; i += 1) {
          const started = performance.now();
          await first.db.transaction('rw', first.db.wishlist, () =>
            first.db.wishlist.put({
              userId: -1,
              siteId: i,
              serverId: null,
              priority: 2,
              notes: '',
              addedAt: '',
            }),
          );
          floorMs.push(performance.now() - started);
        }
        await first.db.wishlist.where('userId').equals(-1).delete();
        const recordMs: number[] = [];
        for (let i = 0; i < records; i += 1) {
          const siteId = sites[i % sites.length];
          const started = performance.now();
          if (i % 2 === 0) {
            await first.commands.recordVisit(first.userId, siteId, {
              rating: 4,
              comment: 'bench',
              visited_date: '2026-01-01',
            });
          } else {
            await first.commands.putWishlist(first.userId, siteId, { priority: 2, notes: '' });
          }
          recordMs.push(performance.now() - started);
        }

        // Sending: 100 distinct changes wait; the network "comes back".
        const second = await device('outbox-bench-send');
        for (let i = 0; i < queued; i += 1) {
          const siteId = sites[i % 50];
          if (i < 50) {
            await second.commands.recordVisit(second.userId, siteId, {
              rating: 5,
              comment: '',
              visited_date: '2026-01-01',
            });
          } else {
            await second.commands.putWishlist(second.userId, siteId, { priority: 3, notes: '' });
          }
        }
        network.ms = 0;
        const started = performance.now();
        const outcome = await second.sync.sync({ ignoreBackoff: true });
        const sendMs = performance.now() - started;
        return {
          recordMs,
          floorMs,
          sendMs,
          networkMs: network.ms,
          sent: outcome.sent,
          left: await second.db.outbox.count(),
        };
      },
      { records: RECORDS, queued: QUEUED },
    );
    if (result.sent !== QUEUED || result.left !== 0) {
      throw new Error(`sent ${result.sent} of ${QUEUED}, ${result.left} left in the outbox`);
    }
    const percentile = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    };
    const at = percentile(result.recordMs);
    const floor = percentile(result.floorMs);
    return [
      {
        name: `record a change (command + outbox), median of ${RECORDS}`,
        value: at(50),
        unit: 'ms',
      },
      { name: `record a change, p95 (target ≤ 5 ms)`, value: at(95), unit: 'ms' },
      { name: '  floor: one strict transaction, one row, median', value: floor(50), unit: 'ms' },
      { name: '  floor, p95', value: floor(95), unit: 'ms' },
      {
        name: `send ${QUEUED} queued changes + pull (target ≤ 2 s)`,
        value: result.sendMs,
        unit: 'ms',
      },
      { name: '  of which waiting for the server', value: result.networkMs, unit: 'ms' },
    ];
  } finally {
    await close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFigures('Outbox (Chromium, PGlite server)', await benchOutbox());
}
