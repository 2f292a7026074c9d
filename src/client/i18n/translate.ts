import type { MessageKey, Messages } from './ja';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Looks a message up and fills its `{name}` placeholders. A placeholder without a value is
 * left as written, so a forgotten value is visible in the UI instead of silently blank.
 */
export function translate(messages: Messages, key: MessageKey, values?: MessageValues): string {
  const message = messages[key];
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}
