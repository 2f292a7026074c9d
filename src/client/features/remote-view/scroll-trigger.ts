/** The next page loads once the bottom of the list is this close (SPEC.md §9). */
export const LOAD_MORE_DISTANCE_PX = 1_000;
/** Scroll events are handled once they pause this long (SPEC.md §9). */
export const SCROLL_DEBOUNCE_MS = 100;

/** Whether the page's bottom is within `distance` of the viewport's bottom. */
export function nearBottom(
  view: { scrollTop: number; viewportHeight: number; scrollHeight: number },
  distance = LOAD_MORE_DISTANCE_PX,
): boolean {
  return view.scrollHeight - (view.scrollTop + view.viewportHeight) <= distance;
}

/** Calls `run` once calls stop for `ms`; `cancel` drops a pending call. */
export function debounce(run: () => void, ms: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call: () => {
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    cancel: () => clearTimeout(timer),
  };
}
