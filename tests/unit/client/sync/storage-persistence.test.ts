/**
 * docs/SYNC.md S15: with something to lose, the app asks for persistent
 * storage (once) and says whether unsent changes are at risk — after a
 * recording and, just as much, at start after a reload.
 */
import { describe, expect, it } from 'vitest';
import { createStoragePersistence } from '../../../../src/client/features/outbox/storage-persistence';

/** A browser's navigator.storage: whether it is persistent, and whether it grants a request. */
function fakeStorage(options: { persisted: boolean; grants: boolean }) {
  let persisted = options.persisted;
  const storage = {
    requests: 0,
    persisted: async () => persisted,
    persist: async () => {
      storage.requests += 1;
      if (options.grants) persisted = true;
      return persisted;
    },
  };
  return storage;
}

function persistenceOver(storage: ReturnType<typeof fakeStorage> | undefined, unsent: number) {
  const reports: boolean[] = [];
  const persistence = createStoragePersistence({
    storage: () => storage,
    report: (persisted) => reports.push(persisted),
    countUnsent: async () => unsent,
  });
  return { persistence, reports };
}

describe('S15: keep what cannot be lost', () => {
  it('S15: at start with unsent changes, storage is asked for, and a refusal is reported as at risk', async () => {
    const storage = fakeStorage({ persisted: false, grants: false });
    const { persistence, reports } = persistenceOver(storage, 2);
    await persistence.atStart();
    expect(storage.requests).toBe(1);
    expect(reports).toEqual([false]);
  });

  it('S15: at start with nothing unsent, the browser is not asked and nothing is reported', async () => {
    const storage = fakeStorage({ persisted: false, grants: true });
    const { persistence, reports } = persistenceOver(storage, 0);
    await persistence.atStart();
    expect(storage.requests).toBe(0);
    expect(reports).toEqual([]);
  });

  it('S15: a granted request clears the warning', async () => {
    const storage = fakeStorage({ persisted: false, grants: true });
    const { persistence, reports } = persistenceOver(storage, 1);
    await persistence.afterRecord();
    expect(reports).toEqual([true]);
  });

  it('S15: the browser is asked at most once per page; later checks only read the state', async () => {
    const storage = fakeStorage({ persisted: false, grants: false });
    const { persistence, reports } = persistenceOver(storage, 1);
    await persistence.atStart();
    await persistence.afterRecord();
    await persistence.afterRecord();
    expect(storage.requests).toBe(1);
    expect(reports).toEqual([false, false, false]);
  });

  it('S15: storage that is already persistent is not asked for', async () => {
    const storage = fakeStorage({ persisted: true, grants: true });
    const { persistence, reports } = persistenceOver(storage, 1);
    await persistence.atStart();
    expect(storage.requests).toBe(0);
    expect(reports).toEqual([true]);
  });

  it('S15: a browser that throws counts as at risk; one without the API says nothing', async () => {
    const throwing = fakeStorage({ persisted: false, grants: false });
    throwing.persisted = () => Promise.reject(new Error('SecurityError'));
    const failing = persistenceOver(throwing, 1);
    await failing.persistence.atStart();
    expect(failing.reports).toEqual([false]);

    const without = persistenceOver(undefined, 1);
    await without.persistence.atStart();
    expect(without.reports).toEqual([]);
  });
});
