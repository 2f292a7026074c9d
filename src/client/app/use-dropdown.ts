import { useCallback, useRef, useState } from 'react';
import { useCloseOnNavigation } from './use-close-on-navigation';
import { useDismiss } from './use-dismiss';

/**
 * A button that opens a panel beside it (the account menu, the iOS install steps, the
 * header's list of refused changes and its storage warning): open or closed, closed again
 * by a navigation, a press outside `containerRef` or Escape (which returns focus to
 * `buttonRef`).
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useCloseOnNavigation(close);
  useDismiss(open, containerRef, close, buttonRef);
  return { open, setOpen, containerRef, buttonRef };
}
