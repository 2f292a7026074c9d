import { z } from 'zod';

/**
 * Error bodies in the shapes SPEC.md's client reads (DESIGN.md "The API"):
 * `{detail}`, `{detail, code}`, and field errors `{field: [message…]}` or
 * `{non_field_errors: [message…]}`. A field-error body also carries `detail`
 * with a summary, so a client that only reads `detail` still has a message,
 * and `codes` (`required`, `invalid`, or a specific one such as
 * `email_taken`), so a client can choose its own wording.
 */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    code: z.string().optional(),
    codes: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Per field, a machine-readable code for each message, in the same order'),
  })
  .catchall(z.union([z.array(z.string()), z.string()]))
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

export { ERROR_CODES } from './error-codes';
