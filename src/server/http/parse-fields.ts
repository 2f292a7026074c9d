import type { z } from 'zod';
import { HttpError } from './http-error';

const INVALID = '入力内容に誤りがあります。';

/**
 * Validates input that Fastify could not validate itself (the text fields of
 * a multipart form) and answers like the schema validation does: 400 with
 * `{field: [message]}`.
 */
export function parseFields<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  throw HttpError.badRequest(INVALID, fields);
}
