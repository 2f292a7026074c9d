import { afterEach, beforeEach } from 'vitest';
import { createDevice, type Device } from '../../../support/outbox-device';
import { createFakeApi, type FakeApi, user } from './fake-api';

/** Where the outbox tests' clocks start. */
const TEST_START = Date.parse('2026-11-21T00:00:00Z');

/** A visit and a wishlist entry as the popup's forms record them. */
export const VISIT = { rating: 4, comment: '金閣', visited_date: '2026-03-01' };
export const WISH = { priority: 3, notes: '春に' };

/** What each test of a file gets: a fake server, and a device signed in to it. */
export interface SignedInDeviceTest {
  api: FakeApi;
  /** User 1 is signed in (tokens access-1 / refresh-1); its time is `clock`. */
  device: Device;
  /** The device's time, from TEST_START; tests move it forward. */
  clock: number;
}

/**
 * Registers the hooks that give each test of the file a fresh server and signed-in device.
 * `through` may put something between the device and the server (a portal, a proxy).
 */
export function signedInDeviceForEachTest(
  through?: (api: FakeApi) => (request: Request) => Promise<Response>,
): SignedInDeviceTest {
  const test = { clock: TEST_START } as SignedInDeviceTest;
  beforeEach(async () => {
    test.clock = TEST_START;
    test.api = createFakeApi();
    test.device = createDevice({
      fetch: through ? through(test.api) : test.api.fetch,
      now: () => test.clock,
    });
    await test.device.signIn(user(1), 'access-1', 'refresh-1');
  });
  afterEach(() => test.device.close());
  return test;
}
