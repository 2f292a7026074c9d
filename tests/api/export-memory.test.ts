/**
 * docs/EXPORT.md E1: the export streams. An account of 500 visits with a photo each is
 * downloaded over a real socket while the memory the process keeps (measured after a full
 * garbage collection, every few chunks) is sampled: it stays near where it began, far below
 * what is sent, instead of holding the account.
 */
import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { photos, sites, visits } from '../../src/server/db/schema';
import { bearer, registerUser } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

const VISITS = 500;
const PHOTO_BYTES = 160 * 1024;

let t: TestApp;
beforeAll(async () => {
  // In-process: it measures one server's memory while that server streams over its own socket.
  t = await startTestApp({ inProcess: true });
});
afterAll(() => t.close());

/** 500 visits, each with a photo in the media store, written straight into the database. */
async function bigAccount(userId: number): Promise<number> {
  const siteRows = await t.database.db
    .select({ id: sites.id, iso: sites.isoCodes })
    .from(sites)
    .where(eq(sites.listed, true))
    .orderBy(asc(sites.id))
    .limit(VISITS);
  const inserted = await t.database.db
    .insert(visits)
    .values(
      siteRows.map((site, i) => ({
        userId,
        siteId: site.id,
        rating: (i % 5) + 1,
        comment: `訪問 ${i}`,
        visitedDate: '2025-06-01',
        countryCode: site.iso[0] ?? null,
      })),
    )
    .returning({ id: visits.id });
  let bytes = 0;
  for (const visit of inserted) {
    const stored = await t.app.auth.media.store('visits', randomBytes(PHOTO_BYTES), 'webp');
    bytes += PHOTO_BYTES;
    await t.database.db.insert(photos).values({
      visitId: visit.id,
      path: stored,
      thumbnailPath: stored,
      width: 100,
      height: 100,
      bytes: PHOTO_BYTES,
      contentType: 'image/webp',
    });
  }
  return bytes;
}

// Garbage collection on demand, so a sample measures what is kept, not what awaits collection.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The memory the process keeps: JavaScript objects and the buffers outside the heap. */
const kept = () => {
  collectGarbage();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

it('E1: a 500-visit account with photos is streamed in flat memory', async () => {
  const me = await registerUser(t.app);
  const other = await registerUser(t.app);
  const photoBytes = await bigAccount(me.user.id);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

  // A first export warms the code paths (compiled code, sockets) before the baseline.
  const warmUp = await fetch(`${address}/api/export/`, { headers: bearer(other.access) });
  await warmUp.arrayBuffer();
  const baseline = kept();
  let peak = baseline;
  let chunks = 0;
  const response = await fetch(`${address}/api/export/`, { headers: bearer(me.access) });
  expect(response.status).toBe(200);
  let received = 0;
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    received += chunk.value.byteLength;
    chunks += 1;
    if (chunks % 50 === 0) peak = Math.max(peak, kept());
  }

  const growth = peak - baseline;
  console.info(
    `export of ${VISITS} visits: ${(received / 2 ** 20).toFixed(1)} MiB sent, memory kept grew ${(growth / 2 ** 20).toFixed(1)} MiB at most (${chunks} chunks)`,
  );
  expect(received).toBeGreaterThan(photoBytes);
  expect(chunks).toBeGreaterThan(500);
  // Holding the archive, or its photos, would keep all of photoBytes.
  expect(growth).toBeLessThan(photoBytes / 3);
});
