import { type RefObject, useEffect } from 'react';

/**
 * Closes an open popup (menu, dropdown) on a pointer press outside `container` or on Escape;
 * Escape also returns focus to the control that opened it, so keyboard users are not lost.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocusTo?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, close, returnFocusTo]);
}
