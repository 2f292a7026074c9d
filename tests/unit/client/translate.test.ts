import { describe, expect, it } from 'vitest';
import { en } from '../../../src/client/i18n/en';
import { ja } from '../../../src/client/i18n/ja';
import { translate } from '../../../src/client/i18n/translate';

describe('translate', () => {
  it('looks a message up by key', () => {
    expect(translate(ja, 'title.map')).toBe('地図');
    expect(translate(en, 'title.map')).toBe('Map');
  });

  it('fills placeholders', () => {
    expect(
      translate(ja, 'landing.counter.summary', { sites: '1,248', travellers: '20', visits: '300' }),
    ).toBe('1,248 件の世界遺産を収録しています。20 人の旅人が 300 件の訪問を記録しました。');
    expect(translate(en, 'userProfile.joined', { date: 'May 1, 2026' })).toBe('Joined May 1, 2026');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(translate(ja, 'landing.counter.summary', { sites: '1,248' })).toContain('{visits}');
  });
});

describe('catalogues', () => {
  const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

  it('have no empty messages', () => {
    for (const catalogue of [ja, en]) {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), key).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(ja) as (keyof typeof ja)[]) {
      expect(placeholders(en[key]).sort(), key).toEqual(placeholders(ja[key]).sort());
    }
  });
});
