import { z } from 'zod';

/**
 * Every string a request may carry is bounded by its schema, so no request
 * can make the server parse, compare or hash more than a field's worth of
 * text: the body limit alone (1 MiB) would let one unauthenticated request
 * hold the event loop. An over-long value is answered 400 with code
 * `too_long` before any service runs.
 */
export function tooLongMessage(max: number): string {
  return `${max}文字以内で入力してください。`;
}

/** A string whose bound counts UTF-16 units: ASCII fields, e-mail addresses, tokens. */
export function boundedText(max: number) {
  return z.string().max(max, { error: tooLongMessage(max) });
}

/**
 * A string whose product limit counts characters as people do (code points),
 * checked by the service with its own precise message. The schema's bound is
 * twice the limit in UTF-16 units, the most a value within the limit can
 * take, so it refuses only what the character rule would refuse anyway.
 */
export function characterText(maxCharacters: number) {
  return z.string().max(maxCharacters * 2, { error: tooLongMessage(maxCharacters) });
}
