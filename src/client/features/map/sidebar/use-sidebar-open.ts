import { useEffect, useState } from 'react';
import { BREAKPOINT_SIDEBAR_PX } from '../../../../shared/limits';

/** SPEC.md §2/§9: the sidebar collapses by itself at a window width of 1024 px or less. */
const NARROW_QUERY = `(max-width: ${BREAKPOINT_SIDEBAR_PX}px)`;

function isNarrow(): boolean {
  return globalThis.matchMedia?.(NARROW_QUERY).matches ?? false;
}

/**
 * Whether the sidebar is open, and whether the window is narrow (the sidebar
 * is then a drawer over the map). Crossing 1024 px closes it (narrowing) or
 * opens it (widening); in between, the user's toggle decides.
 */
export function useSidebarOpen(): {
  open: boolean;
  narrow: boolean;
  setOpen: (open: boolean) => void;
} {
  const [narrow, setNarrow] = useState(isNarrow);
  const [open, setOpen] = useState(() => !isNarrow());

  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = () => {
      setNarrow(query.matches);
      setOpen(!query.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return { open, narrow, setOpen };
}
