import { createDevice, type Device } from '../../../support/outbox-device';
import { createFakeApi, type FakeApi, user } from './fake-api';

/** Where the outbox tests' clocks start. */
export const TEST_START = Date.parse('2026-11-21T00:00:00Z');

/**
 * A fake server and a device on which user 1 is signed in (tokens access-1 / refresh-1), its
 * time read through `now`. `through` may put something between the device and the server.
 */
export async function signedInDevice(
  now: () => number,
  through?: (api: FakeApi) => (request: Request) => Promise<Response>,
): Promise<{ api: FakeApi; device: Device }> {
  const api = createFakeApi();
  const device = createDevice({ fetch: through ? through(api) : api.fetch, now });
  await device.signIn(user(1), 'access-1', 'refresh-1');
  return { api, device };
}
