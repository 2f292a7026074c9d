/**
 * Readers of the server's error bodies (DESIGN.md "The API"): `{detail, code}`, field
 * errors `{field: [message…], codes: {field: [code…]}}`, `{non_field_errors: […]}`, the
 * Google call's `error`, or a plain string. Pure: the screens' message mapping builds on it.
 */

export type FieldError = { message: string; code: string | undefined };

function record(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** The messages of one field, each with its machine code when the server sent one. */
export function fieldErrors(body: unknown, field: string): FieldError[] {
  const members = record(body);
  if (!members) return [];
  const codes = strings(record(members.codes)?.[field]);
  return strings(members[field]).map((message, index) => ({ message, code: codes[index] }));
}

/**
 * The request-level message: the first non_field_errors entry, else `detail`, else
 * `error`, else a plain-string body; undefined when there is none.
 */
export function generalMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  const members = record(body);
  if (!members) return undefined;
  const [first] = strings(members.non_field_errors);
  if (first) return first;
  for (const key of ['detail', 'error'] as const) {
    const value = members[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** `error`, else `detail`: what the Google and login calls answer with (SPEC.md §8). */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  const members = record(body);
  for (const key of ['error', 'detail'] as const) {
    const value = members?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** The machine code of a whole-request error (`{detail, code}`), if any. */
export function errorCode(body: unknown): string | undefined {
  const code = record(body)?.code;
  return typeof code === 'string' ? code : undefined;
}
