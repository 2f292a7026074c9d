import type { PostCard } from '../repositories/visit-posts-repository';

type Entry = { at: number; card: Promise<PostCard | undefined>; authorId?: number };

/**
 * The cards of posts (visit, author, site, photos: what a post shows that is the same for
 * every viewer) kept by each app instance (P7), so a page of posts asks the database only
 * for what changes between viewers and by the minute: which posts, their counts, and the
 * viewer's likes and follows. A card is dropped
 * - when the database notifies that what it shows changed (migration 0018: the visit, its
 *   photos, its author's names or picture), whoever made the change;
 * - all of them on `changed('')`, which a change this instance answered calls before its
 *   answer leaves (plugins/post-cards.ts), so whoever made it reads it back at once, before
 *   the notification arrives;
 * - while notifications may be missed (nothing is kept then), and after `maxAgeMs` in any case.
 * A card being read when it is dropped is never kept: it may show the change's before.
 * At most `maxEntries` cards are kept, the oldest dropped first.
 */
export class PostCards {
  readonly #entries = new Map<number, Entry>();
  #live = false;

  constructor(
    private readonly limits: { maxAgeMs: number; maxEntries: number },
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether changes are being heard; kept cards are dropped either way. */
  setLive(live: boolean): void {
    this.#live = live;
    this.#entries.clear();
  }

  /** A notification of migration 0018: 'v<visit id>', 'u<author id>', or '' for every card. */
  changed(payload: string): void {
    const id = Number(payload.slice(1));
    if (payload.startsWith('v') && Number.isSafeInteger(id)) {
      this.#entries.delete(id);
    } else if (payload.startsWith('u') && Number.isSafeInteger(id)) {
      for (const [visitId, entry] of this.#entries) {
        // A card still being read has no author yet: it may be theirs.
        if (entry.authorId === undefined || entry.authorId === id) this.#entries.delete(visitId);
      }
    } else {
      this.#entries.clear();
    }
  }

  /**
   * The cards of `ids` that exist: kept ones, and the others read together by `read`, which
   * answers the cards it finds of the ids it is given.
   */
  async cardsOf(
    ids: readonly number[],
    read: (ids: number[]) => Promise<PostCard[]>,
  ): Promise<Map<number, PostCard>> {
    if (!this.#live) return byVisit(await read([...ids]));
    const now = this.now();
    const pending: [number, Promise<PostCard | undefined>][] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.#entries.get(id);
      if (kept && now - kept.at < this.limits.maxAgeMs) pending.push([id, kept.card]);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const found = read(missing).then(byVisit);
      for (const id of missing) pending.push([id, this.#keep(id, now, found)]);
    }
    const cards = new Map<number, PostCard>();
    for (const [id, card] of pending) {
      const found = await card;
      if (found) cards.set(id, found);
    }
    return cards;
  }

  #keep(id: number, at: number, found: Promise<Map<number, PostCard>>) {
    this.#entries.delete(id);
    if (this.#entries.size >= this.limits.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const entry: Entry = { at, card: found.then((cards) => cards.get(id)) };
    this.#entries.set(id, entry);
    entry.card.then(
      (card) => {
        // A post that is gone is not kept; a read dropped meanwhile stays dropped.
        if (this.#entries.get(id) !== entry) return;
        if (card) entry.authorId = card.author.id;
        else this.#entries.delete(id);
      },
      () => {
        // A failed read is not kept: the next call tries again.
        if (this.#entries.get(id) === entry) this.#entries.delete(id);
      },
    );
    return entry.card;
  }
}

function byVisit(cards: PostCard[]): Map<number, PostCard> {
  return new Map(cards.map((card) => [card.visit.id, card]));
}
