import { describe, expect, it } from 'vitest';
import type { PostCard } from '../../../src/server/repositories/visit-posts-repository';
import { PostCards } from '../../../src/server/services/post-cards';

function card(visitId: number, authorId: number, comment = 'いい旅'): PostCard {
  return {
    visit: {
      id: visitId,
      rating: 4,
      comment,
      visitedDate: '2030-01-01',
      visibility: 'public',
      createdAt: new Date(0),
    },
    author: { id: authorId, username: `u${authorId}`, displayName: '', profilePicture: null },
    site: {
      id: 1,
      nameJa: '法隆寺',
      nameEn: 'Horyu-ji',
      statesJa: ['日本'],
      statesEn: ['Japan'],
      category: 'cultural',
      listed: true,
    },
    photos: [],
  };
}

/** A database of cards by visit id, counting which ids each read asked for. */
function database(cards: PostCard[]) {
  const byId = new Map(cards.map((c) => [c.visit.id, c]));
  const reads: number[][] = [];
  const read = async (ids: number[]) => {
    reads.push(ids);
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  return { byId, reads, read };
}

function keptCards(now = () => 0, limits = { maxAgeMs: 60_000, maxEntries: 100 }) {
  const cards = new PostCards(limits, now);
  cards.setLive(true);
  return cards;
}

describe('the cards of posts an instance keeps', () => {
  it('reads only the cards it does not keep, all of them in one read', async () => {
    const db = database([card(1, 10), card(2, 10), card(3, 11)]);
    const cards = keptCards();
    await cards.cardsOf([1, 2], db.read);
    const found = await cards.cardsOf([3, 2, 1], db.read);
    expect([...found.keys()].sort()).toEqual([1, 2, 3]);
    expect(db.reads).toEqual([[1, 2], [3]]);
  });

  it('drops the card a notification names, every card of a renamed author, or all', async () => {
    const db = database([card(1, 10), card(2, 10), card(3, 11)]);
    const cards = keptCards();
    await cards.cardsOf([1, 2, 3], db.read);
    cards.changed('v1');
    await cards.cardsOf([1, 2, 3], db.read);
    cards.changed('u10');
    await cards.cardsOf([1, 2, 3], db.read);
    cards.changed('');
    await cards.cardsOf([1, 2, 3], db.read);
    expect(db.reads).toEqual([[1, 2, 3], [1], [1, 2], [1, 2, 3]]);
  });

  it('never keeps a card that was being read when its change was told', async () => {
    const db = database([card(1, 10, '前')]);
    const cards = keptCards();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowRead = async (ids: number[]) => {
      const before = await db.read(ids);
      await released;
      return before;
    };
    const reading = cards.cardsOf([1], slowRead);
    // The change commits while the read is under way: the read may hold the card from before.
    db.byId.set(1, card(1, 10, '後'));
    cards.changed('u10');
    release();
    expect((await reading).get(1)?.visit.comment).toBe('前');
    expect((await cards.cardsOf([1], db.read)).get(1)?.visit.comment).toBe('後');
  });

  it('keeps nothing while notifications may be missed, nor past its age', async () => {
    const db = database([card(1, 10)]);
    let now = 0;
    const cards = keptCards(() => now, { maxAgeMs: 1000, maxEntries: 100 });
    cards.setLive(false);
    await cards.cardsOf([1], db.read);
    await cards.cardsOf([1], db.read);
    expect(db.reads).toHaveLength(2);
    cards.setLive(true);
    await cards.cardsOf([1], db.read);
    now = 999;
    await cards.cardsOf([1], db.read);
    expect(db.reads).toHaveLength(3);
    now = 1000;
    await cards.cardsOf([1], db.read);
    expect(db.reads).toHaveLength(4);
  });

  it('keeps no card of a post that is gone, nor a failed read, and at most its number', async () => {
    const db = database([card(1, 10), card(2, 10), card(3, 10)]);
    const cards = keptCards(() => 0, { maxAgeMs: 60_000, maxEntries: 2 });
    expect((await cards.cardsOf([9], db.read)).size).toBe(0);
    await cards.cardsOf([9], db.read);
    await expect(cards.cardsOf([1], () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await cards.cardsOf([1, 2], db.read);
    await cards.cardsOf([3], db.read);
    // 3 pushed out 1, the oldest kept.
    await cards.cardsOf([1, 2, 3], db.read);
    expect(db.reads).toEqual([[9], [9], [1, 2], [3], [1]]);
  });
});
