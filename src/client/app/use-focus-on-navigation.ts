import { useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';

/**
 * After moving to another screen, puts keyboard and screen-reader focus at the start of its
 * content. Without this, focus stays on the link just used (or is lost with the closed
 * hamburger menu) and the new screen is never announced.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        // No previous location: a fresh page load, where the browser handles focus itself.
        if (!event.fromLocation || !event.pathChanged) return;
        target.current?.focus({ preventScroll: true });
      }),
    [router, target],
  );
}
