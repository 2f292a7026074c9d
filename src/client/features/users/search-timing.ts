/** The search box waits this long after the last keystroke (SPEC.md §9). */
export const USER_SEARCH_DEBOUNCE_MS = 300;
