/**
 * Folds text so that a search ignores case, full/half width (全角/半角) and the
 * hiragana/katakana difference. The server stores the folded form of every
 * site's names and countries and folds the query the same way; the client's
 * local search uses the same function, so both always agree.
 */
const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KANA_OFFSET = 0x60;

export function normalizeForSearch(text: string): string {
  // NFKC turns full-width Latin and digits into ASCII and half-width katakana
  // into full-width katakana, and composes voiced marks (ｶﾞ → ガ).
  const folded = text.normalize('NFKC').toLowerCase();
  let out = '';
  for (const ch of folded) {
    const code = ch.codePointAt(0) ?? 0;
    out +=
      code >= KATAKANA_START && code <= KATAKANA_END
        ? String.fromCodePoint(code - KANA_OFFSET)
        : ch;
  }
  // Strip diacritics from Latin letters so "Galapagos" finds "Galápagos".
  // Kana voiced marks were composed above and are not in this range.
  return out
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}
