/**
 * Waiting for what a person would wait for: polls a probe until it gives what is expected,
 * or fails with what it last saw (and the page's text, when given a tab), so a failure says
 * why. Never a fixed sleep.
 */
import type { EngineTab } from './engine';
import { pageText } from './in-page';

export const DEFAULT_TIMEOUT_MS = 15_000;
const POLL_MS = 100;

export async function until<T>(
  description: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  options: { timeoutMs?: number; tab?: EngineTab } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      lastError = undefined;
      if (accept(last)) return last;
    } catch (error) {
      // A navigation can destroy the page mid-probe; the next poll asks again.
      lastError = error;
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const seen = lastError === undefined ? JSON.stringify(last) : String(lastError);
  const page = options.tab ? await pageText(options.tab).catch(() => '(page unreadable)') : '';
  throw new Error(
    `waited ${Math.round((options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000)} s for ${description}; last seen: ${seen}` +
      (page ? `\npage text: ${page}` : ''),
  );
}
