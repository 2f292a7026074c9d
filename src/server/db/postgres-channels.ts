import pg from 'pg';
import type { ChannelWatcher } from './connect';

const RELISTEN_DELAY_MS = 1000;

/**
 * Every channel an app watches on one PostgreSQL connection of its own (not the pool's: it
 * stays open for the app's life), opened at the first watch and closed after the last. A
 * connection that breaks is replaced after a pause, listening to every channel again, and
 * each watcher is told notifications were not live in between.
 */
export function postgresChannels(
  databaseUrl: string,
): (channel: string, watcher: ChannelWatcher) => Promise<() => Promise<void>> {
  const watchers = new Map<string, Set<ChannelWatcher>>();
  let client: pg.Client | undefined;
  let listening: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const everyWatcher = () => [...watchers.values()].flatMap((set) => [...set]);
  const listen = (on: pg.Client, channel: string) =>
    on.query(`listen ${pg.escapeIdentifier(channel)}`);

  const connect = (): Promise<pg.Client> => {
    clearTimeout(retry);
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      listening = undefined;
      for (const watcher of everyWatcher()) watcher.live(false);
      next.end().catch(() => {});
      if (watchers.size > 0) {
        retry = setTimeout(() => {
          listening ??= connect();
          listening.catch(() => {});
        }, RELISTEN_DELAY_MS);
      }
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      for (const watcher of watchers.get(message.channel) ?? []) {
        watcher.changed(message.payload ?? '');
      }
    });
    client = next;
    return (async () => {
      try {
        await next.connect();
        for (const channel of watchers.keys()) await listen(next, channel);
      } catch (error) {
        lost();
        throw error;
      }
      for (const watcher of everyWatcher()) watcher.live(true);
      return next;
    })();
  };

  const close = async () => {
    clearTimeout(retry);
    const closing = client;
    client = undefined;
    listening = undefined;
    await closing?.end();
  };

  return async (channel, watcher) => {
    const set = watchers.get(channel) ?? new Set();
    set.add(watcher);
    watchers.set(channel, set);
    const unwatch = () => {
      set.delete(watcher);
      if (set.size === 0) watchers.delete(channel);
    };
    try {
      listening ??= connect();
      // Listening again to a channel already listened to changes nothing.
      await listen(await listening, channel);
    } catch (error) {
      unwatch();
      if (watchers.size === 0) await close().catch(() => {});
      throw error;
    }
    watcher.live(true);
    return async () => {
      unwatch();
      watcher.live(false);
      if (watchers.size === 0) await close();
      else if (!watchers.has(channel)) {
        await client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  };
}
