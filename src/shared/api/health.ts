import { z } from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']);

export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: databaseKind,
    sites: z.number().int().nonnegative(),
    demo: z.boolean().describe('The data is the generated demo community (npm run demo)'),
  })
  .meta({ id: 'Health' });

export const DATABASE_UNAVAILABLE = 'database_unavailable';

/** 503: the process runs but its database does not answer; a balancer takes it out of rotation. */
export const healthUnavailableSchema = z
  .object({
    status: z.literal('unavailable'),
    database: databaseKind,
    detail: z.string(),
    code: z.literal(DATABASE_UNAVAILABLE),
  })
  .meta({ id: 'HealthUnavailable' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
