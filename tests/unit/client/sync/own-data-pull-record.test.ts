/**
 * SPEC.md §8 'ウィッシュリストの取得に失敗しました': the device remembers, per user, whether
 * the pull of their own data ever succeeded, so /wishlist can tell "empty" from "never
 * loaded".
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import {
  ownDataUnavailable,
  readOwnDataPullRecord,
} from '../../../../src/client/db/own-data-pull-record';
import { createDevice } from '../../../support/outbox-device';
import { user } from './fake-api';
import { signedInDeviceForEachTest } from './signed-in-device';

const t = signedInDeviceForEachTest();

const record = (userId = 1) => readOwnDataPullRecord(t.device.db, userId);
const serverError = () => t.api.json(500, { detail: 'down' });

it('a new device has no record: nothing to claim either way', async () => {
  expect(await record()).toEqual({ succeededAt: null, failedAt: null });
  expect(ownDataUnavailable(await record())).toBe(false);
});

it('a first pull the server fails is recorded: the data is unavailable, not empty', async () => {
  t.api.answerNext(serverError);
  await t.device.openTab().sync({ pull: true });
  expect(await record()).toEqual({ succeededAt: null, failedAt: t.clock });
  expect(ownDataUnavailable(await record())).toBe(true);
});

it('a first pull with no network is recorded as failed too', async () => {
  const offline = createDevice({
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    now: () => t.clock,
  });
  await offline.signIn(user(1), 'access-1', 'refresh-1');
  await offline.openTab().sync({ pull: true });
  expect(ownDataUnavailable(await readOwnDataPullRecord(offline.db, 1))).toBe(true);
  await offline.close();
});

it('once a pull succeeded, a later failure does not make the data unavailable', async () => {
  t.api.answerNext(serverError);
  await t.device.openTab().sync({ pull: true });
  t.clock += 1_000;
  await t.device.openTab().sync({ pull: true });
  expect(await record()).toEqual({ succeededAt: t.clock, failedAt: t.clock - 1_000 });
  expect(ownDataUnavailable(await record())).toBe(false);

  t.clock += 1_000;
  t.api.answerNext(serverError);
  await t.device.openTab().sync({ pull: true });
  expect(ownDataUnavailable(await record())).toBe(false);
});

it('is kept per user: another account on the device has its own record', async () => {
  await t.device.openTab().sync({ pull: true });
  await t.device.signIn(user(2), 'access-2', 'refresh-2');
  t.api.tokens.set('access-2', 2);
  t.api.answerNext(serverError);
  await t.device.openTab().sync({ pull: true });
  expect(ownDataUnavailable(await record(1))).toBe(false);
  expect(ownDataUnavailable(await record(2))).toBe(true);
});
