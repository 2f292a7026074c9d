import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders in Node (the prerendered pages), true in the browser.
 * What depends on the visitor's stored choices must wait for the browser: Node knows none
 * of them, and markup it bakes in shows before the app can take it back.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
