import { EMAIL_MAX, PASSWORD_MAX } from './limits';

/**
 * Ratcliff/Obershelp similarity, as Python's difflib.SequenceMatcher.ratio():
 * twice the number of characters in matching blocks over the total length.
 * The longest common block is taken first (earliest on ties), then the same
 * on each side of it.
 */
export function similarityRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  return (2 * matchingCharacters(a, 0, a.length, b, 0, b.length)) / total;
}

function matchingCharacters(
  a: string,
  aLo: number,
  aHi: number,
  b: string,
  bLo: number,
  bHi: number,
): number {
  let bestI = aLo;
  let bestJ = bLo;
  let bestSize = 0;
  // lengths[j] = length of the common run ending at a[i-1], b[j-1].
  let previous = new Array<number>(bHi - bLo + 1).fill(0);
  for (let i = aLo; i < aHi; i++) {
    const current = new Array<number>(bHi - bLo + 1).fill(0);
    for (let j = bLo; j < bHi; j++) {
      if (a[i] !== b[j]) continue;
      const size = (previous[j - bLo] ?? 0) + 1;
      current[j - bLo + 1] = size;
      if (size > bestSize) {
        bestSize = size;
        bestI = i - size + 1;
        bestJ = j - size + 1;
      }
    }
    previous = current;
  }
  if (bestSize === 0) return 0;
  return (
    bestSize +
    matchingCharacters(a, aLo, bestI, b, bLo, bestJ) +
    matchingCharacters(a, bestI + bestSize, aHi, b, bestJ + bestSize, bHi)
  );
}

export const MAX_SIMILARITY = 0.7;

/**
 * The longest password and attribute ever compared. The comparison costs the
 * product of the two lengths, so each is capped whatever the caller checked
 * before: at most 256 × 254 steps per comparison.
 */
const COMPARED_PASSWORD_MAX = PASSWORD_MAX * 2;
const COMPARED_VALUE_MAX = EMAIL_MAX;

/** Django's shortcut: a password ten times longer than a short value cannot be "too similar" to it. */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const lengthBound = (MAX_SIMILARITY / 2) * password.length;
  return password.length >= 10 * value.length && value.length < lengthBound;
}

export type UserAttributes = {
  username?: string | undefined;
  email?: string | undefined;
  displayName?: string | undefined;
};

/**
 * Like Django's UserAttributeSimilarityValidator: the password is too similar
 * when it contains the account name or the e-mail's local part, or when its
 * similarity ratio to any attribute, or to any word of one, is 0.7 or more.
 */
export function isTooSimilar(password: string, user: UserAttributes): boolean {
  if (password.length > COMPARED_PASSWORD_MAX) return false;
  const pw = password.toLowerCase();
  const username = user.username?.toLowerCase() ?? '';
  const email = user.email?.toLowerCase() ?? '';
  const localPart = email.split('@')[0] ?? '';
  for (const whole of [username, localPart]) {
    if (whole.length >= 3 && pw.includes(whole)) return true;
  }
  for (const value of [username, email, user.displayName?.toLowerCase() ?? '']) {
    if (!value || value.length > COMPARED_VALUE_MAX) continue;
    const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value];
    for (const part of parts) {
      if (!part || exceedsMaximumLengthRatio(pw, part)) continue;
      if (similarityRatio(pw, part) >= MAX_SIMILARITY) return true;
    }
  }
  return false;
}
