import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enFirstScreen } from '../../../src/client/i18n/en-first-screen';
import { enScreens } from '../../../src/client/i18n/en-screens';
import { jaFirstScreen } from '../../../src/client/i18n/ja-first-screen';
import { jaScreens } from '../../../src/client/i18n/ja-screens';

/** The catalogues' modules afresh, for a reader whose stored language is Japanese. */
async function freshCatalogues() {
  vi.resetModules();
  const catalogues = await import('../../../src/client/i18n/catalogues');
  const { useLocaleStore } = await import('../../../src/client/i18n/locale-store');
  const { loadScreenMessages } = await import('../../../src/client/i18n/screen-messages');
  return { ...catalogues, useLocaleStore, loadScreenMessages };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => 'ja', setItem: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the message catalogues (docs/PERF.md P1)', () => {
  it('come in two parts that share no key, in both languages alike', () => {
    const shared = Object.keys(jaFirstScreen).filter((key) => key in jaScreens);
    expect(shared).toEqual([]);
    expect(Object.keys(enFirstScreen).sort()).toEqual(Object.keys(jaFirstScreen).sort());
    expect(Object.keys(enScreens).sort()).toEqual(Object.keys(jaScreens).sort());
  });

  it('hold the first screen’s Japanese from the start, and the screens’ once one asks', async () => {
    const { catalogueOf, loadScreenMessages } = await freshCatalogues();
    expect(catalogueOf('ja')['footer.language']).toBe(jaFirstScreen['footer.language']);
    expect(catalogueOf('ja')['visit.heading']).toBeUndefined();
    await loadScreenMessages();
    expect(catalogueOf('ja')['visit.heading']).toBe(jaScreens['visit.heading']);
    expect(catalogueOf('en')['visit.heading']).toBeUndefined();
  });

  it('switch the language only once its messages are loaded, never showing a key', async () => {
    const { catalogueOf, useLocaleStore } = await freshCatalogues();
    expect(catalogueOf('en')['footer.language']).toBeUndefined();
    const switched = useLocaleStore.getState().setLocale('en');
    expect(useLocaleStore.getState().locale).toBe('ja');
    await switched;
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(catalogueOf('en')['footer.language']).toBe(enFirstScreen['footer.language']);
    // Only what has been needed: no screen asked for the screens' messages yet.
    expect(catalogueOf('en')['visit.heading']).toBeUndefined();
  });

  it('bring the screens’ messages along when the language changes on a screen', async () => {
    const { catalogueOf, useLocaleStore, loadScreenMessages } = await freshCatalogues();
    await loadScreenMessages();
    await useLocaleStore.getState().setLocale('en');
    expect(catalogueOf('en')['visit.heading']).toBe(enScreens['visit.heading']);
  });

  it('give a screen its messages in the language shown when the switch came while they loaded', async () => {
    const { catalogueOf, useLocaleStore, loadScreenMessages } = await freshCatalogues();
    const switched = useLocaleStore.getState().setLocale('en');
    const screen = loadScreenMessages();
    await Promise.all([switched, screen]);
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(catalogueOf('en')['visit.heading']).toBe(enScreens['visit.heading']);

    const back = useLocaleStore.getState().setLocale('ja');
    const again = loadScreenMessages();
    await Promise.all([back, again]);
    expect(catalogueOf('ja')['visit.heading']).toBe(jaScreens['visit.heading']);
  });
});
