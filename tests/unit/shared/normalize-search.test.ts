import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../../src/shared/text/normalize-search';

describe('normalizeForSearch', () => {
  it('folds katakana to hiragana, keeping long vowel marks', () => {
    expect(normalizeForSearch('アンコール')).toBe('あんこーる');
  });

  it('turns half-width katakana with voiced marks into the same hiragana', () => {
    expect(normalizeForSearch('ｶﾞﾗﾊﾟｺﾞｽ')).toBe(normalizeForSearch('ガラパゴス'));
    expect(normalizeForSearch('ｶﾞﾗﾊﾟｺﾞｽ')).toBe('がらぱごす');
  });

  it('folds full-width Latin letters and case', () => {
    expect(normalizeForSearch('ＫＹＯＴＯ Kyoto')).toBe('kyoto kyoto');
  });

  it('drops Latin diacritics but keeps kana voiced marks', () => {
    expect(normalizeForSearch('Galápagos Île')).toBe('galapagos ile');
    expect(normalizeForSearch('ガ')).toBe('が');
  });

  it('collapses and trims white space, including the ideographic space', () => {
    expect(normalizeForSearch('  古都\u3000京都  ')).toBe('古都 京都');
  });

  it('leaves kanji untouched', () => {
    expect(normalizeForSearch('法隆寺')).toBe('法隆寺');
  });
});
