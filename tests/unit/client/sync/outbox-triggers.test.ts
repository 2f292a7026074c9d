/**
 * docs/SYNC.md S13: the page sends on start, when the network comes back, when
 * the tab becomes visible, on sign-in, and on a timer while entries wait.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import {
  sendAfterRecord,
  type TriggerDeps,
  wireOutboxTriggers,
} from '../../../../src/client/features/outbox/outbox-triggers';
import { createDevice } from '../../../support/outbox-device';
import { createFakeApi, user } from './fake-api';

/** A page as the triggers see it: its window and document are bare event targets. */
function fakePage(signedIn: number | null = 1) {
  const outbox = {
    sync: vi.fn(async () => ({ kind: 'drained' as const, sent: 0 })),
    stop: vi.fn(),
  };
  const network = new EventTarget();
  const tab = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  let userId = signedIn;
  const listeners: Array<() => void> = [];
  const deps: TriggerDeps = {
    outbox,
    network,
    tab,
    signedInUser: () => userId,
    onSessionChange: (listener) => listeners.push(listener),
  };
  wireOutboxTriggers(deps);
  return {
    outbox,
    goOnline: () => network.dispatchEvent(new Event('online')),
    show: (state: DocumentVisibilityState) => {
      tab.visibilityState = state;
      tab.dispatchEvent(new Event('visibilitychange'));
    },
    signIn: (id: number | null) => {
      userId = id;
      for (const listener of listeners) listener();
    },
  };
}

describe('S13: triggers', () => {
  it('S13: the app sends (and fetches the own data) as soon as it starts', () => {
    const page = fakePage();
    expect(page.outbox.sync.mock.calls).toEqual([[{ pull: true }]]);
  });

  it('S13: the network coming back sends at once, without waiting for the backoff', () => {
    const page = fakePage();
    page.goOnline();
    expect(page.outbox.sync.mock.calls.at(-1)).toEqual([{ ignoreBackoff: true }]);
  });

  it('S13: the tab becoming visible sends; becoming hidden does not', () => {
    const page = fakePage();
    page.show('hidden');
    expect(page.outbox.sync).toHaveBeenCalledTimes(1);
    page.show('visible');
    expect(page.outbox.sync).toHaveBeenCalledTimes(2);
  });

  it('S13: signing in sends for the new user; signing out stops the timer', () => {
    const page = fakePage(null);
    page.signIn(2);
    expect(page.outbox.sync.mock.calls.at(-1)).toEqual([{ pull: true }]);
    page.signIn(null);
    expect(page.outbox.stop).toHaveBeenCalledTimes(1);
    expect(page.outbox.sync).toHaveBeenCalledTimes(2);
  });

  it('S13: a change recorded is sent at once, but not while the browser knows it is offline', () => {
    const outbox = { sync: vi.fn(async () => ({ kind: 'drained' as const, sent: 0 })) };
    sendAfterRecord(outbox, { onLine: false });
    expect(outbox.sync).not.toHaveBeenCalled();
    sendAfterRecord(outbox, { onLine: true });
    expect(outbox.sync).toHaveBeenCalledTimes(1);
  });

  it('S13: while an entry waits, a timer sends it when it is due; none is left once sent', async () => {
    const api = createFakeApi();
    let clock = Date.parse('2026-11-21T00:00:00Z');
    const timers: Array<{ run: () => void; delayMs: number }> = [];
    const device = createDevice({
      fetch: api.fetch,
      now: () => clock,
      setTimer: (run, delayMs) => timers.push({ run, delayMs }),
    });
    await device.signIn(user(1), 'access-1', 'refresh-1');
    await device.commands.putWishlist(1, 11, { priority: 3, notes: '' });
    api.answerNext(() => api.json(503, { detail: 'busy' }));
    const tab = device.openTab();
    await tab.sync();
    expect(timers.map((t) => t.delayMs)).toEqual([750]);

    clock += 750;
    timers[0]?.run();
    // A call during the timer's run folds into it and answers once it is over (with the one
    // run it adds, which finds nothing to send): by then any timer it set is set.
    await tab.sync();
    // The run ended with the pull of the own data (S14) once the entry was sent.
    expect(api.log.some((l) => l.path === '/wishlist/')).toBe(true);
    expect(await device.entries()).toEqual([]);
    expect(api.wishlist.has('1:11')).toBe(true);
    expect(timers).toHaveLength(1);
    await device.close();
  });
});
