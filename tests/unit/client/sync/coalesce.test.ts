import { describe, expect, it } from 'vitest';
import { coalesce } from '../../../../src/client/sync/coalesce';
import {
  type OutboxEntry,
  type OutboxOperation,
  targetOf,
} from '../../../../src/client/sync/outbox-entry';

let clock = 0;
function entry(operation: OutboxOperation, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  clock += 1;
  return {
    id: `e${clock}`,
    userId: 1,
    target: targetOf(operation),
    operation,
    serverState: null,
    createdAt: clock,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    ...extra,
  };
}

const visit = (siteId: number, rating = 5) =>
  ({
    kind: 'visit.put',
    siteId,
    visit: { rating, comment: '', visited_date: '2030-01-01' },
  }) as const;
const unvisit = (siteId: number) => ({ kind: 'visit.delete', siteId }) as const;
const wish = (siteId: number, priority = 2) =>
  ({ kind: 'wishlist.put', siteId, item: { priority, notes: '' } }) as const;
const unwish = (siteId: number) => ({ kind: 'wishlist.delete', siteId }) as const;

describe('coalesce', () => {
  it('appends when nothing for the target waits', () => {
    const incoming = entry(visit(1));
    expect(coalesce([entry(visit(2))], incoming)).toEqual({ replaced: [], append: incoming });
  });

  it('S4: a newer state replaces every pending entry for the same target', () => {
    const a = entry(wish(7, 1));
    const b = entry(wish(7, 2));
    const c = entry(wish(7, 3));
    const result = coalesce([a, b], c);
    expect(result.replaced).toEqual([a.id, b.id]);
    expect(result.append?.operation).toEqual(wish(7, 3));
  });

  it('S4: leaves an entry in flight alone and queues the new one after it', () => {
    const flying = entry(wish(7, 1), { status: 'sending' });
    const result = coalesce([flying], entry(wish(7, 3)));
    expect(result.replaced).toEqual([]);
    expect(result.append?.operation).toEqual(wish(7, 3));
  });

  it('S4: never merges entries of another user or another site', () => {
    const otherUser = entry(visit(1), { userId: 2 });
    const otherSite = entry(visit(2));
    expect(coalesce([otherUser, otherSite], entry(visit(1, 3))).replaced).toEqual([]);
  });

  it('S5: a visit added and removed before the server had it cancels out', () => {
    const added = entry(visit(3));
    expect(coalesce([added], entry(unvisit(3)))).toEqual({ replaced: [added.id], append: null });
  });

  it('S5: the same holds for a wishlist entry', () => {
    const added = entry(wish(3));
    expect(coalesce([added], entry(unwish(3)))).toEqual({ replaced: [added.id], append: null });
  });

  it('S5: the removal is still sent when the server had the visit', () => {
    const server = {
      userId: 1,
      siteId: 3,
      serverId: 30,
      photo: null,
      rating: 4,
      comment: 'x',
      visited_date: '2029-01-01',
    };
    const updated = entry(visit(3), { serverState: server });
    const result = coalesce([updated], entry(unvisit(3)));
    expect(result.replaced).toEqual([updated.id]);
    expect(result.append?.operation).toEqual(unvisit(3));
  });

  it('S5: the removal is still sent when an attempt of the creating entry may have landed', () => {
    // The request went out and its answer was lost: the server may have the visit.
    const attempted = entry(visit(3), { attempts: 1 });
    const result = coalesce([attempted], entry(unvisit(3)));
    expect(result.replaced).toEqual([attempted.id]);
    expect(result.append?.operation).toEqual(unvisit(3));
  });

  it('S5: the removal is still sent when the creating entry is already in flight', () => {
    const flying = entry(visit(3), { status: 'sending' });
    const result = coalesce([flying], entry(unvisit(3)));
    expect(result.append?.operation).toEqual(unvisit(3));
  });

  it('S6: the photo stays with its visit when a later edit brings none', () => {
    const photo = new Blob(['jpeg bytes']);
    const first = entry(visit(4, 5), { photo });
    const result = coalesce([first], entry(visit(4, 3)));
    expect(result.append?.photo).toBe(photo);
    expect(result.append?.operation).toEqual(visit(4, 3));
  });

  it('S6: a newer photo wins over the older one', () => {
    const newer = new Blob(['newer']);
    const result = coalesce(
      [entry(visit(4), { photo: new Blob(['older']) })],
      entry(visit(4), { photo: newer }),
    );
    expect(result.append?.photo).toBe(newer);
  });

  it('S7: the coalesced entry keeps the oldest known server state', () => {
    const row = { userId: 1, siteId: 5, serverId: 50, addedAt: '2026-01-01T00:00:00.000Z' };
    const server = { ...row, priority: 3, notes: 'before' };
    const first = entry(wish(5, 1), { serverState: server });
    const second = entry(wish(5, 2), { serverState: { ...row, priority: 1, notes: '' } });
    expect(coalesce([second, first], entry(wish(5, 2))).append?.serverState).toEqual(server);
  });

  it('S11: a newer wish for the target supersedes a failed entry', () => {
    const failed = entry(visit(6), { status: 'failed', failure: { status: 400, message: 'x' } });
    const result = coalesce([failed], entry(visit(6, 2)));
    expect(result.replaced).toEqual([failed.id]);
    expect(result.append?.operation).toEqual(visit(6, 2));
  });
});

describe('coalesce: a new visit after a removal', () => {
  it('S6: keeps the pending removal and queues the new visit after it, with no old photo', () => {
    const withPhoto = entry(visit(8), { photo: new Blob(['old']), status: 'sending' });
    const removal = entry(unvisit(8), { serverState: null });
    const result = coalesce([withPhoto, removal], entry(visit(8, 2)));
    expect(result.replaced).toEqual([]);
    expect(result.append?.operation).toEqual(visit(8, 2));
    expect(result.append?.photo).toBeUndefined();
    expect(result.append?.serverState).toBeNull();
  });

  it('S4: a later edit replaces the new visit but still not the removal', () => {
    const removal = entry(unvisit(8));
    const readded = entry(visit(8, 2));
    const result = coalesce([removal, readded], entry(visit(8, 4)));
    expect(result.replaced).toEqual([readded.id]);
    expect(result.append?.operation).toEqual(visit(8, 4));
  });
});
