import { z } from 'zod';

/**
 * The Idempotency-Key header of every call that changes a user's data (docs/SYNC.md): the
 * server stores the first answer under (user, key) and a replay gets that answer again.
 * What makes a key valid (1–200 visible ASCII characters) is checked where the server reads
 * it (src/server/plugins/idempotency.ts), so every route refuses a bad one with the same
 * Japanese message.
 */
export const idempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Any unique string per intended change (1–200 visible ASCII characters); ' +
        'a replay returns the first response',
    ),
});
