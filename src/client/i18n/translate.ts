import type { MessageKey, Messages } from './ja';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Looks a message up and fills its `{name}` placeholders. A placeholder without a value is
 * left as written, so a forgotten value is visible in the UI instead of silently blank.
 * A message may give two forms, `one|other` ("{count} site|{count} sites"): the first
 * when `count` is 1, the second otherwise. English needs them; Japanese never does.
 */
export function translate(
  messages: Partial<Messages>,
  key: MessageKey,
  values?: MessageValues,
): string {
  // A screen shows once its messages are loaded (catalogues.ts); should one still be missing,
  // the key shows instead of the screen failing.
  const message = formOf(messages[key] ?? key, values?.count);
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The form of a `one|other` message for `count` (a number, or one already formatted). */
function formOf(message: string, count: string | number | undefined): string {
  const bar = message.indexOf('|');
  if (bar === -1) return message;
  const n = typeof count === 'number' ? count : Number(String(count).replace(/[,\s]/g, ''));
  return n === 1 ? message.slice(0, bar) : message.slice(bar + 1);
}
