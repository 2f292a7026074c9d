import { z } from 'zod';

/** Lists page as `{count, next, previous, results}` (DESIGN.md "The API"). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export type Paged<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};
