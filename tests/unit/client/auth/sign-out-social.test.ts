/**
 * The logout purge (features/auth/sign-out-data.ts) counts and clears the user's social
 * rows (docs/SYNC.md S18–S21) with the rest, keeping the rows of changes they chose to keep,
 * and never another user's.
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/client/db/local-database';
import {
  forgetUserData,
  waitingChangesOf,
} from '../../../../src/client/features/auth/sign-out-data';
import { createOutboxCommands } from '../../../../src/client/sync/outbox-commands';

const commands = createOutboxCommands(localDatabase);
const shownLike = { liked: false, likesCount: 0 };

afterEach(async () => {
  await Promise.all(localDatabase.tables.map((table) => table.clear()));
});

async function record() {
  await commands.setLike(1, 5, true, shownLike);
  await commands.setFollow(1, 2, true, { following: false, followersCount: 3 });
  await commands.setBlock(1, 3, true, { blocked: false });
  await commands.addPostComment(1, 5, 'また行きたい');
  await localDatabase.notices.put({
    id: 'n',
    userId: 1,
    kind: 'like',
    postId: 9,
    label: null,
    message: 'x',
    createdAt: 1,
  });
  await commands.setLike(2, 5, true, shownLike); // another user on this device
}

it('counts and clears the social rows of the user signing out', async () => {
  await record();
  expect(await waitingChangesOf(1)).toBe(4);
  await forgetUserData(1, { keepWaiting: false });
  expect(await waitingChangesOf(1)).toBe(0);
  for (const table of [
    localDatabase.likes,
    localDatabase.follows,
    localDatabase.blocks,
    localDatabase.comments,
    localDatabase.notices,
  ]) {
    expect(await table.where('userId').equals(1).count()).toBe(0);
  }
  expect(await localDatabase.likes.get([2, 5])).toMatchObject({ liked: true });
  expect(await waitingChangesOf(2)).toBe(1);
});

it('keeps the rows of waiting social changes the user chose to keep', async () => {
  await record();
  await forgetUserData(1, { keepWaiting: true });
  expect(await waitingChangesOf(1)).toBe(4);
  expect(await localDatabase.likes.get([1, 5])).toMatchObject({ liked: true });
  expect(await localDatabase.comments.where('userId').equals(1).count()).toBe(1);
  expect(await localDatabase.notices.count()).toBe(0);
});
