// public/boot/consent-state.js runs before the first paint of the prerendered pages: it
// decides whether their cookie banner shows and answers its buttons until the app takes
// over. It cannot import the consent store, so this runs it against the same key, values
// and event the store uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../../../src/client/features/consent/consent-store';
import {
  CONSENT_ANSWERED_EVENT,
  CONSENT_BOOT_SCRIPT,
  CONSENT_UNANSWERED_ATTRIBUTE,
} from '../../../../src/client/prerender/prerendered';

const script = readFileSync(path.join('public', CONSENT_BOOT_SCRIPT), 'utf8');

class FakeElement {
  constructor(private readonly answer: string | null) {}
  /** The pressed element's button inside a prerendered banner, if it is one. */
  closest(selector: string): FakeElement | null {
    return selector.includes('.cookie-banner--prerendered') && this.answer !== null ? this : null;
  }
  getAttribute(name: string): string | null {
    return name === 'data-consent-answer' ? this.answer : null;
  }
}

/** Runs the boot script as a page would, with `read` answering the stored consent. */
function bootWithStored(read: () => string | null) {
  const attributes = new Set<string>();
  const stored: [string, string][] = [];
  const announced: unknown[] = [];
  let onClick: (event: { target: unknown }) => void = () => {};
  runInNewContext(script, {
    Element: FakeElement,
    CustomEvent: class {
      constructor(
        readonly type: string,
        readonly init: { detail: unknown },
      ) {}
    },
    localStorage: {
      getItem: (key: string) => (key === COOKIE_CONSENT_STORAGE_KEY ? read() : null),
      setItem: (key: string, value: string) => stored.push([key, value]),
    },
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        removeAttribute: (name: string) => attributes.delete(name),
      },
      addEventListener: (type: string, listener: typeof onClick) => {
        if (type === 'click') onClick = listener;
      },
    },
    window: {
      dispatchEvent: (event: { type: string; init: { detail: unknown } }) =>
        announced.push([event.type, event.init.detail]),
    },
  });
  const press = (answer: string | null) => onClick({ target: new FakeElement(answer) });
  return { attributes, stored, announced, press };
}

describe('the consent boot script of the prerendered pages', () => {
  it.each(['accepted', 'declined'])('hides the banner from a visitor who %s', (answer) => {
    expect([...bootWithStored(() => answer).attributes]).toEqual([]);
  });

  it.each([
    ['has not answered', () => null],
    ['holds an answer the app does not know', () => 'yes'],
    [
      'cannot read storage',
      () => {
        throw new Error('SecurityError');
      },
    ],
  ])('shows the banner to a visitor who %s', (_case, read) => {
    expect([...bootWithStored(read).attributes]).toEqual([CONSENT_UNANSWERED_ATTRIBUTE]);
  });

  it.each(['accepted', 'declined'])(
    'stores, hides and announces an answer (%s) given before the app runs',
    (answer) => {
      const page = bootWithStored(() => null);
      page.press(answer);
      expect(page.stored).toEqual([[COOKIE_CONSENT_STORAGE_KEY, answer]]);
      expect([...page.attributes]).toEqual([]);
      expect(page.announced).toEqual([[CONSENT_ANSWERED_EVENT, answer]]);
    },
  );

  it('ignores presses that are not on the prerendered banner (elsewhere, or once the app has taken it over)', () => {
    const page = bootWithStored(() => null);
    page.press(null);
    expect(page.stored).toEqual([]);
    expect([...page.attributes]).toEqual([CONSENT_UNANSWERED_ATTRIBUTE]);
    expect(page.announced).toEqual([]);
  });
});
