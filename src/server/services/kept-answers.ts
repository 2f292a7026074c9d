/**
 * Answers that are the same for every caller, kept by each app instance (P7) until something
 * they show may have changed:
 * - the database notifies every instance when a transaction that changed what they show
 *   commits, whoever made it: a request to any instance, a command, the demo seeder;
 * - a change this instance answered drops them before its answer leaves, so whoever made it
 *   reads it back at once, before the notification arrives;
 * - while notifications may be missed (the listening connection is being replaced), nothing
 *   is kept, and an answer is never older than `maxAgeMs` in any case.
 * Calls that arrive while an answer is being read share that one read. At most `maxEntries`
 * answers are kept, the oldest dropped first.
 */
export class KeptAnswers<T> {
  readonly #entries = new Map<string, { at: number; answer: Promise<T> }>();
  #live = false;

  constructor(
    private readonly limits: { maxAgeMs: number; maxEntries: number },
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether changes are being heard; kept answers are dropped either way. */
  setLive(live: boolean): void {
    this.#live = live;
    this.#entries.clear();
  }

  /** Something a kept answer shows may have changed. */
  changed(): void {
    this.#entries.clear();
  }

  /** The answer for `key`, kept or read by `read`. */
  answer(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.#live) return read();
    const now = this.now();
    const kept = this.#entries.get(key);
    if (kept && now - kept.at < this.limits.maxAgeMs) return kept.answer;
    this.#entries.delete(key);
    if (this.#entries.size >= this.limits.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const answer = read();
    const entry = { at: now, answer };
    this.#entries.set(key, entry);
    // A failed read is not kept: the next call tries again.
    answer.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return answer;
  }
}
