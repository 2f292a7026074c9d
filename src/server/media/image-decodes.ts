import { availableParallelism } from 'node:os';

/**
 * Image decoding is the costliest thing a signed-in account can ask for: one large photo
 * keeps a core busy. Decodes beyond the machine's cores wait their turn here (a queue, not a
 * refusal), so a burst of uploads from one account cannot starve every other request.
 */
export type ImageDecodes = {
  /** Runs `work` once a slot is free; the slot is given back however it ends. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
};

export type ImageDecodeOptions = {
  /** How many decode at once; the machine's cores when unset. */
  slots?: number | undefined;
  /**
   * Test-only: awaited inside each slot before its decode starts, told how many slots are
   * taken (this one included), so a test can hold decodes open and count them.
   */
  onDecodeStart?: ((running: number) => Promise<void>) | undefined;
};

export function imageDecodes(options: ImageDecodeOptions = {}): ImageDecodes {
  const slots = Math.max(1, options.slots ?? availableParallelism());
  const waiting: (() => void)[] = [];
  let running = 0;

  async function take(): Promise<void> {
    if (running < slots) {
      running += 1;
      return;
    }
    // The slot is handed over by give() without ever falling free, so no later arrival
    // can overtake one that waits.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function give(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(work) {
      await take();
      try {
        await options.onDecodeStart?.(running);
        return await work();
      } finally {
        give();
      }
    },
  };
}
