import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN } from './limits';

/**
 * Account names chosen for people who registered without one. No
 * transliteration: the ASCII letters, digits and underscores of the display
 * name, else of the e-mail's local part, else "user" and digits.
 */
export function usernameBase(displayName: string | undefined, email: string): string {
  for (const source of [displayName ?? '', email.split('@')[0] ?? '']) {
    const base = asciiName(source);
    if (base.length >= USERNAME_MIN) return base;
  }
  return `user${randomDigits(6)}`;
}

/** Separators become one underscore; everything else outside [A-Za-z0-9_] is dropped. */
function asciiName(source: string): string {
  return source
    .normalize('NFKC')
    .replace(/[\s.\-+@]+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/_+$/, '');
}

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i++) digits += String(randomInt(10));
  return digits;
}

/**
 * Candidate names in the order to try: the base itself, then the base with a
 * random numeric suffix (longer after a few attempts), always within 30 characters.
 */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const suffix = `_${randomDigits(attempt < 5 ? 4 : 8)}`;
  return `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
}
