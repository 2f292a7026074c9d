import { WISHLIST_PRIORITY } from '../../../shared/limits';

/** 3 high, 2 medium, 1 low (SPEC.md §3). */
export type Priority = (typeof WISHLIST_PRIORITY)[keyof typeof WISHLIST_PRIORITY];

/** High first: the order of the filter and of the select. */
export const PRIORITIES: readonly Priority[] = [
  WISHLIST_PRIORITY.high,
  WISHLIST_PRIORITY.medium,
  WISHLIST_PRIORITY.low,
];

export type PriorityFilter = 'all' | Priority;

export function priorityLabelKey(priority: Priority) {
  return `wishlist.priority.${priority}` as const;
}

/** A stored priority as one of the three; anything else (never expected) reads as medium. */
export function asPriority(value: number): Priority {
  return PRIORITIES.find((p) => p === value) ?? WISHLIST_PRIORITY.medium;
}
