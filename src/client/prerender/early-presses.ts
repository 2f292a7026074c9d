import { EARLY_PRESSES_GLOBAL } from './prerendered';

/**
 * Presses again, in order, the buttons pressed on a prerendered page before the app had
 * adopted it (prerendered-page-start.js keeps them): a visitor who opened the menu while the
 * scripts were still on their way finds it open instead of having to tap twice. Called by
 * the app shell once its header is React's (app-shell.tsx); a second call finds nothing.
 * Removing the list first tells that script to stop keeping presses, which React answers
 * from now on.
 * Buttons no longer on the page (the page was drawn afresh, for an English-speaking visitor)
 * are skipped: their presses meant nothing to the page now shown.
 */
export function pressEarlyPresses(): void {
  const slots = window as unknown as Record<string, unknown>;
  const pressed = slots[EARLY_PRESSES_GLOBAL];
  delete slots[EARLY_PRESSES_GLOBAL];
  if (!Array.isArray(pressed)) return;
  for (const button of pressed) {
    if (button instanceof HTMLButtonElement && button.isConnected) button.click();
  }
}
