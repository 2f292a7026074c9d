import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueFile } from '../../src/server/catalogue/catalogue-file';
import { users, visits, wishlistItems } from '../../src/server/db/schema';
import { catalogueFile } from '../../src/server/paths';
import { importCatalogue } from '../../src/server/services/catalogue-service';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('refreshing the catalogue from a newer data file', () => {
  it('changes nothing when the same file is imported again', async () => {
    const file = await readCatalogueFile(catalogueFile);
    expect(await importCatalogue(t.database.db, file)).toEqual({
      status: 'unchanged',
      version: file.version,
    });
  });

  it('updates sites in place and keeps visits and wishlist items of sites that left the list', async () => {
    const db = t.database.db;
    const [user] = await db
      .insert(users)
      .values({ username: 'traveller', email: 'traveller@example.test' })
      .returning();
    if (!user) throw new Error('no user');
    // A refresh can drop a site: in 2025 UNESCO merged 790 (Panamá Viejo) into 1582. Here 688 plays that part.
    await db
      .insert(visits)
      .values({ userId: user.id, siteId: 688, rating: 5, visitedDate: '2024-05-01' });
    await db.insert(wishlistItems).values({ userId: user.id, siteId: 688 });

    const current = await readCatalogueFile(catalogueFile);
    const newer = {
      version: 'test-newer-version',
      records: current.records
        .filter((r) => r.id_no !== 688)
        .map((r) => (r.id_no === 668 ? { ...r, name_ja: 'アンコール遺跡群' } : r)),
    };
    expect(await importCatalogue(db, newer)).toMatchObject({
      status: 'imported',
      sites: current.records.length - 1,
      unlisted: 1,
    });

    const health = (await t.app.inject('/api/health')).json();
    expect(health.sites).toBe(current.records.length - 1);
    expect((await t.app.inject('/api/heritage/sites/668/')).json().name).toBe('アンコール遺跡群');
    const dropped = (await t.app.inject('/api/heritage/sites/688/')).json();
    expect(dropped.listed).toBe(false);
    expect(await db.select().from(visits)).toHaveLength(1);
    expect(await db.select().from(wishlistItems)).toHaveLength(1);
    const search = (await t.app.inject('/api/heritage/sites/?limit=2000')).json();
    expect(search.results.some((s: { id: number }) => s.id === 688)).toBe(false);
  });
});
