import { z } from 'zod';

export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    sites: z.number().int().nonnegative(),
    demo: z.boolean().describe('The data is the generated demo community (npm run demo)'),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
