import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../../../src/client/i18n/catalogues';
import { en } from '../../../src/client/i18n/en';
import { ja } from '../../../src/client/i18n/ja';
import { useLocaleStore } from '../../../src/client/i18n/locale-store';

describe('the message catalogues', () => {
  it('switches the language only once its messages are loaded, never showing a key', async () => {
    // English is a chunk of its own: until it is loaded, Japanese stands in.
    expect(catalogueOf('en')['footer.language']).toBe(ja['footer.language']);
    const switched = useLocaleStore.getState().setLocale('en');
    expect(useLocaleStore.getState().locale).toBe('ja');
    await switched;
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(catalogueOf('en')['footer.language']).toBe(en['footer.language']);
    expect(en['footer.language']).not.toBe(ja['footer.language']);
  });
});
