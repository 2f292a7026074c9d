/**
 * SPEC.md §8 'ウィッシュリストの取得に失敗しました': the device remembers, per user, whether
 * the pull of their own data ever succeeded, so /wishlist can tell "empty" from "never
 * loaded".
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  ownDataUnavailable,
  readOwnDataPullRecord,
} from '../../../../src/client/db/own-data-pull-record';
import { createDevice, type Device } from '../../../support/outbox-device';
import { type FakeApi, user } from './fake-api';
import { signedInDevice, TEST_START } from './signed-in-device';

let api: FakeApi;
let device: Device;
let clock: number;

beforeEach(async () => {
  clock = TEST_START;
  ({ api, device } = await signedInDevice(() => clock));
});
afterEach(() => device.close());

const record = (userId = 1) => readOwnDataPullRecord(device.db, userId);
const serverError = () => api.json(500, { detail: 'down' });

it('a new device has no record: nothing to claim either way', async () => {
  expect(await record()).toEqual({ succeededAt: null, failedAt: null });
  expect(ownDataUnavailable(await record())).toBe(false);
});

it('a first pull the server fails is recorded: the data is unavailable, not empty', async () => {
  api.answerNext(serverError);
  await device.openTab().sync({ pull: true });
  expect(await record()).toEqual({ succeededAt: null, failedAt: clock });
  expect(ownDataUnavailable(await record())).toBe(true);
});

it('a first pull with no network is recorded as failed too', async () => {
  const offline = createDevice({
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    now: () => clock,
  });
  await offline.signIn(user(1), 'access-1', 'refresh-1');
  await offline.openTab().sync({ pull: true });
  expect(ownDataUnavailable(await readOwnDataPullRecord(offline.db, 1))).toBe(true);
  await offline.close();
});

it('once a pull succeeded, a later failure does not make the data unavailable', async () => {
  api.answerNext(serverError);
  await device.openTab().sync({ pull: true });
  clock += 1_000;
  await device.openTab().sync({ pull: true });
  expect(await record()).toEqual({ succeededAt: clock, failedAt: clock - 1_000 });
  expect(ownDataUnavailable(await record())).toBe(false);

  clock += 1_000;
  api.answerNext(serverError);
  await device.openTab().sync({ pull: true });
  expect(ownDataUnavailable(await record())).toBe(false);
});

it('is kept per user: another account on the device has its own record', async () => {
  await device.openTab().sync({ pull: true });
  await device.signIn(user(2), 'access-2', 'refresh-2');
  api.tokens.set('access-2', 2);
  api.answerNext(serverError);
  await device.openTab().sync({ pull: true });
  expect(ownDataUnavailable(await record(1))).toBe(false);
  expect(ownDataUnavailable(await record(2))).toBe(true);
});
