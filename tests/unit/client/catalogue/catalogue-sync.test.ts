import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readAllSites,
  readCatalogueCheckedAt,
  readCatalogueVersion,
  readSiteDetail,
  readSitesForList,
} from '../../../../src/client/db/catalogue-store';
import { LocalDatabase } from '../../../../src/client/db/local-database';
import { META_KEYS } from '../../../../src/client/db/session-rows';
import type { FetchCatalogue } from '../../../../src/client/features/catalogue/catalogue-download';
import {
  type CatalogueSyncState,
  createCatalogueSync,
} from '../../../../src/client/features/catalogue/catalogue-sync';
import type { DownloadProgress } from '../../../../src/client/features/catalogue/read-body-with-progress';
import {
  type OpenCatalogueIntake,
  openCatalogueIntake,
} from '../../../../src/client/features/catalogue/store-catalogue-body';
import type { CatalogueResponse } from '../../../../src/shared/api/catalogue';
import { writeCatalogueLines } from '../../../../src/shared/api/catalogue-lines';
import { catalogue, SAMPLE_SITES, site } from './catalogue-fixtures';

const databases: LocalDatabase[] = [];

function freshDatabase(): LocalDatabase {
  const db = new LocalDatabase(`catalogue-sync-${crypto.randomUUID()}`);
  databases.push(db);
  return db;
}

afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});

/** The server's catalogue route in miniature: ETag/304, decoded size header, chunked body laid out a site per line. */
function fakeServer(current: () => CatalogueResponse | Error) {
  const requests: Record<string, string>[] = [];
  const fetchCatalogue: FetchCatalogue = async ({ headers }) => {
    requests.push(headers);
    const body = current();
    if (body instanceof Error) throw body;
    const etag = `"${body.version}"`;
    if (headers['if-none-match'] === etag) return new Response(null, { status: 304 });
    const bytes = new TextEncoder().encode(writeCatalogueLines(body));
    const chunk = Math.ceil(bytes.length / 4);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunk) {
          controller.enqueue(bytes.slice(at, at + chunk));
        }
        controller.close();
      },
    });
    return new Response(stream, {
      status: 200,
      headers: { etag, 'x-uncompressed-length': String(bytes.length) },
    });
  };
  return { fetchCatalogue, requests };
}

/** Waits for the background check a later start makes: the store says when it is over. */
function settled(sync: ReturnType<typeof createCatalogueSync>): Promise<void> {
  const over = ({ check }: CatalogueSyncState) => check !== 'idle' && check !== 'checking';
  if (over(sync.store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = sync.store.subscribe((state) => {
      if (!over(state)) return;
      stop();
      resolve();
    });
  });
}

describe('first visit', () => {
  it('downloads with progress in decoded bytes, then stores lean rows and details', async () => {
    const db = freshDatabase();
    const server = fakeServer(() => catalogue('v1', SAMPLE_SITES));
    const sync = createCatalogueSync({
      db,
      fetchCatalogue: server.fetchCatalogue,
      now: () => 1000,
    });
    const progress: DownloadProgress[] = [];
    sync.store.subscribe((state) => {
      if (state.progress && state.progress !== progress.at(-1)) progress.push(state.progress);
    });

    await sync.ensure();

    expect(sync.store.getState().phase).toBe('ready');
    expect(server.requests).toEqual([{}]); // no If-None-Match: nothing stored yet
    const total = progress.at(-1)?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(progress.at(-1)?.received).toBe(total);
    expect(progress.filter((p) => p.received > 0 && p.received < total).length).toBeGreaterThan(1);
    const received = progress.map((p) => p.received);
    expect([...received].sort((a, b) => a - b)).toEqual(received);

    const stored = await readAllSites(db);
    expect(stored.map((s) => s.id)).toEqual(SAMPLE_SITES.map((s) => s.id));
    const kyoto = stored.find((s) => s.id === 688);
    expect(kyoto).toMatchObject({ name: SAMPLE_SITES[0]?.name, country_codes: ['jp'] });
    // Lean: no description or other popup-only field in the rows the map reads.
    expect(Object.keys(kyoto ?? {})).not.toContain('description');
    expect(Object.keys(kyoto ?? {})).not.toContain('description_en');
    expect(await readSiteDetail(db, 688)).toMatchObject({
      description: SAMPLE_SITES[0]?.description,
      unesco_url: 'https://whc.unesco.org/en/list/688',
    });
    expect(await readCatalogueVersion(db)).toBe('v1');
    expect(await readCatalogueCheckedAt(db)).toBe(1000);
  });

  it('fails without storing anything when offline, and a retry succeeds', async () => {
    const db = freshDatabase();
    let online = false;
    const server = fakeServer(() =>
      online ? catalogue('v1', SAMPLE_SITES) : new TypeError('Failed to fetch'),
    );
    const sync = createCatalogueSync({ db, fetchCatalogue: server.fetchCatalogue });

    await sync.ensure();
    expect(sync.store.getState().phase).toBe('failed');
    expect((await readAllSites(db)).length).toBe(0);
    expect(await readCatalogueVersion(db)).toBeNull();

    online = true;
    await sync.retry();
    expect(sync.store.getState().phase).toBe('ready');
    expect((await readAllSites(db)).length).toBe(SAMPLE_SITES.length);
  });

  it('rejects a document that does not match the schema and keeps nothing', async () => {
    const db = freshDatabase();
    const broken = { version: 'v1', count: 1, sites: [{ id: 'not a number' }] };
    const sync = createCatalogueSync({
      db,
      fetchCatalogue: async () => new Response(JSON.stringify(broken), { status: 200 }),
    });
    await sync.ensure();
    expect(sync.store.getState().phase).toBe('failed');
    expect((await readAllSites(db)).length).toBe(0);
  });
});

/** The default intake, counting what the sync does with intakes (the app's opens a worker). */
function countedIntakes(db: LocalDatabase) {
  const counts = { opened: 0, pushed: 0, finished: 0, aborted: 0 };
  const openIntake: OpenCatalogueIntake = () => {
    counts.opened++;
    const intake = openCatalogueIntake(db);
    return {
      push: (bytes) => {
        counts.pushed++;
        intake.push(bytes);
      },
      finish: (at) => {
        counts.finished++;
        return intake.finish(at);
      },
      abort: () => {
        counts.aborted++;
        intake.abort();
      },
    };
  };
  return { counts, openIntake };
}

describe('the body as it arrives', () => {
  it('goes to the intake piece by piece, finished once after the last piece', async () => {
    const db = freshDatabase();
    const server = fakeServer(() => catalogue('v1', SAMPLE_SITES));
    const { counts, openIntake } = countedIntakes(db);
    await createCatalogueSync({ db, fetchCatalogue: server.fetchCatalogue, openIntake }).ensure();
    expect(counts).toEqual({ opened: 1, pushed: 4, finished: 1, aborted: 0 });
    expect((await readAllSites(db)).length).toBe(SAMPLE_SITES.length);
  });

  it('is dropped, with nothing stored, when the download breaks off', async () => {
    const db = freshDatabase();
    const { counts, openIntake } = countedIntakes(db);
    const half = new TextEncoder().encode(writeCatalogueLines(catalogue('v1', SAMPLE_SITES)));
    const fetchCatalogue: FetchCatalogue = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(half.slice(0, half.length / 2));
            controller.error(new TypeError('network error'));
          },
        }),
      );
    const sync = createCatalogueSync({ db, fetchCatalogue, openIntake });
    await sync.ensure();
    expect(sync.store.getState().phase).toBe('failed');
    expect(counts).toMatchObject({ opened: 1, finished: 0, aborted: 1 });
    expect(await readCatalogueVersion(db)).toBeNull();
  });

  it('opens no intake on a later start when the server answers 304', async () => {
    const db = freshDatabase();
    const server = fakeServer(() => catalogue('v1', SAMPLE_SITES));
    await createCatalogueSync({ db, fetchCatalogue: server.fetchCatalogue }).ensure();
    const { counts, openIntake } = countedIntakes(db);
    const sync = createCatalogueSync({ db, fetchCatalogue: server.fetchCatalogue, openIntake });
    await sync.ensure();
    await settled(sync);
    expect(sync.store.getState().check).toBe('current');
    expect(counts.opened).toBe(0);
  });
});

describe('later starts', () => {
  async function storedOnce(db: LocalDatabase, server: ReturnType<typeof fakeServer>) {
    await createCatalogueSync({
      db,
      fetchCatalogue: server.fetchCatalogue,
      now: () => 1000,
    }).ensure();
    server.requests.length = 0;
  }

  it('are ready at once and keep the rows when the server answers 304', async () => {
    const db = freshDatabase();
    const server = fakeServer(() => catalogue('v1', SAMPLE_SITES));
    await storedOnce(db, server);

    const sync = createCatalogueSync({
      db,
      fetchCatalogue: server.fetchCatalogue,
      now: () => 2000,
    });
    await sync.ensure();
    expect(sync.store.getState().phase).toBe('ready'); // before the check has answered
    await settled(sync);

    expect(server.requests).toEqual([{ 'if-none-match': '"v1"' }]);
    expect(sync.store.getState().check).toBe('current');
    expect((await readAllSites(db)).length).toBe(SAMPLE_SITES.length);
    expect(await readCatalogueVersion(db)).toBe('v1');
    expect(await readCatalogueCheckedAt(db)).toBe(2000);
  });

  it('store the list orders a copy stored before them lacks, once the server says it is current', async () => {
    const db = freshDatabase();
    const server = fakeServer(() => catalogue('v1', SAMPLE_SITES));
    await storedOnce(db, server);
    const storedOrder = (await readSitesForList(db, 'ja')).inListOrder?.map((row) => row.id);
    await db.meta.bulkDelete([
      `${META_KEYS.catalogueListOrder}:ja`,
      `${META_KEYS.catalogueListOrder}:en`,
    ]);
    expect((await readSitesForList(db, 'ja')).inListOrder).toBeNull();

    const sync = createCatalogueSync({ db, fetchCatalogue: server.fetchCatalogue });
    await sync.ensure();
    await settled(sync);
    expect(sync.store.getState().check).toBe('current');
    expect((await readSitesForList(db, 'ja')).inListOrder?.map((row) => row.id)).toEqual(
      storedOrder,
    );
    expect((await readSitesForList(db, 'en')).inListOrder).not.toBeNull();
  });

  it('replace the rows in place, in one transaction, when a newer version exists', async () => {
    const db = freshDatabase();
    let current = catalogue('v1', SAMPLE_SITES);
    const server = fakeServer(() => current);
    await storedOnce(db, server);

    // v2: Kyoto renamed, Yakushima gone, a new site added.
    const [kyoto, , ...rest] = SAMPLE_SITES;
    current = catalogue('v2', [
      {
        ...(kyoto as (typeof SAMPLE_SITES)[number]),
        name_en: 'Kyoto (renamed)',
        description: '新しい説明',
      },
      ...rest,
      site({ id: 5000, name: '新しい遺産' }),
    ]);

    // Every change to the catalogue tables must happen inside one and the same transaction.
    const transactions = new Set<unknown>();
    const record = () => {
      transactions.add(Dexie.currentTransaction);
    };
    for (const table of [db.siteChunks, db.siteDetailChunks, db.meta]) {
      table.hook('creating', record);
      table.hook('updating', record);
      table.hook('deleting', record);
    }

    const sync = createCatalogueSync({
      db,
      fetchCatalogue: server.fetchCatalogue,
      now: () => 3000,
    });
    await sync.ensure();
    await settled(sync);

    expect(sync.store.getState().check).toBe('updated');
    expect(transactions.size).toBe(1);
    expect(await readCatalogueVersion(db)).toBe('v2');
    const sites = await readAllSites(db);
    expect(sites.find((s) => s.id === 688)?.name_en).toBe('Kyoto (renamed)');
    expect((await readSiteDetail(db, 688))?.description).toBe('新しい説明');
    expect(sites.find((s) => s.id === 662)).toBeUndefined();
    expect(await readSiteDetail(db, 662)).toBeNull();
    expect(sites.find((s) => s.id === 5000)?.name).toBe('新しい遺産');
    expect((await readAllSites(db)).length).toBe(SAMPLE_SITES.length);
  });

  it('keep working from the stored copy when the server cannot be reached', async () => {
    const db = freshDatabase();
    let online = true;
    const server = fakeServer(() =>
      online ? catalogue('v1', SAMPLE_SITES) : new TypeError('Failed to fetch'),
    );
    await storedOnce(db, server);
    online = false;

    const sync = createCatalogueSync({ db, fetchCatalogue: server.fetchCatalogue });
    await sync.ensure();
    await settled(sync);
    expect(sync.store.getState()).toMatchObject({ phase: 'ready', check: 'unreachable' });
    expect((await readAllSites(db)).length).toBe(SAMPLE_SITES.length);
  });

  it('check once per start, however often the map asks', async () => {
    const db = freshDatabase();
    const server = fakeServer(() => catalogue('v1', SAMPLE_SITES));
    await storedOnce(db, server);
    const sync = createCatalogueSync({ db, fetchCatalogue: server.fetchCatalogue });
    await Promise.all([sync.ensure(), sync.ensure()]);
    await sync.ensure();
    await settled(sync);
    expect(server.requests).toHaveLength(1);
  });
});
