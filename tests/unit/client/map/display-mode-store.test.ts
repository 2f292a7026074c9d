import { afterEach, describe, expect, it, vi } from 'vitest';

/** A localStorage stand-in (Node has none); `broken` throws like a blocked storage. */
function fakeStorage(initial: Record<string, string>, broken = false) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => {
      if (broken) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
  };
}

async function loadStore(storage: ReturnType<typeof fakeStorage>) {
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return (await import('../../../../src/client/features/map/display-mode-store'))
    .useDisplayModeStore;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('display mode', () => {
  it('is read from localStorage["mapDisplayMode"] and written back', async () => {
    const storage = fakeStorage({ mapDisplayMode: 'detail' });
    const store = await loadStore(storage);
    expect(store.getState().mode).toBe('detail');
    store.getState().setMode('auto');
    expect(storage.data.get('mapDisplayMode')).toBe('auto');
  });

  it('falls back to auto for unknown values and unusable storage', async () => {
    expect((await loadStore(fakeStorage({ mapDisplayMode: 'satellite' }))).getState().mode).toBe(
      'auto',
    );
    const blocked = await loadStore(fakeStorage({}, true));
    expect(blocked.getState().mode).toBe('auto');
    blocked.getState().setMode('detail'); // does not throw; holds for this visit
    expect(blocked.getState().mode).toBe('detail');
  });
});
