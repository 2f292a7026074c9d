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

  it('picks the one|other form by count, a number or one already formatted', () => {
    expect(translate(en, 'users.followers', { count: 1 })).toBe('1 follower');
    expect(translate(en, 'users.followers', { count: '1' })).toBe('1 follower');
    expect(translate(en, 'users.followers', { count: 0 })).toBe('0 followers');
    expect(translate(en, 'users.followers', { count: '1,001' })).toBe('1,001 followers');
    expect(translate(en, 'time.hours', { count: 1 })).toBe('1 hour ago');
    expect(translate(ja, 'users.followers', { count: 1 })).toBe(
      translate(ja, 'users.followers', { count: 2 }).replace('2', '1'),
    );
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

  it('use the same placeholders in both languages, in each form', () => {
    for (const key of Object.keys(ja) as (keyof typeof ja)[]) {
      for (const form of en[key].split('|')) {
        expect(placeholders(form).sort(), key).toEqual(placeholders(ja[key]).sort());
      }
    }
  });

  it('give English two forms at most, with the count in each, and Japanese one', () => {
    for (const [key, message] of Object.entries(ja)) expect(message, key).not.toContain('|');
    for (const [key, message] of Object.entries(en)) {
      const forms = message.split('|');
      expect(forms.length, key).toBeLessThanOrEqual(2);
      if (forms.length < 2) continue;
      // A unit ('…Unit': "site|sites") is shown beside its number, which is set apart in
      // larger type: its forms hold the word alone, picked by the count it is given.
      if (key.endsWith('Unit'))
        for (const form of forms) expect(placeholders(form), key).toEqual([]);
      else for (const form of forms) expect(form, key).toContain('{count}');
    }
  });

  it("pick a unit's form by the count beside it", () => {
    expect(translate(en, 'dashboard.stats.countriesUnit', { count: 1 })).toBe('country');
    expect(translate(en, 'dashboard.stats.countriesUnit', { count: 2 })).toBe('countries');
    expect(translate(ja, 'dashboard.stats.countriesUnit', { count: 1 })).toBe('か国');
  });
});

describe('a message not loaded', () => {
  it('shows its key rather than failing the screen', () => {
    expect(translate({}, 'visit.heading')).toBe('visit.heading');
  });
});
