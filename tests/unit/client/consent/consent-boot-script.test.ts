// public/boot/consent-state.js runs before the first paint of the prerendered pages and
// decides whether their cookie banner shows. It cannot import the consent store, so this
// runs it against the answers the store accepts and refuses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../../../src/client/features/consent/consent-store';
import {
  CONSENT_BOOT_SCRIPT,
  CONSENT_UNANSWERED_ATTRIBUTE,
} from '../../../../src/client/prerender/prerendered';

const script = readFileSync(path.join('public', CONSENT_BOOT_SCRIPT), 'utf8');

/** Runs the boot script with this stored value; answers the attributes it set on <html>. */
function runWithStored(read: () => string | null): string[] {
  const marked: string[] = [];
  runInNewContext(script, {
    localStorage: {
      getItem: (key: string) => (key === COOKIE_CONSENT_STORAGE_KEY ? read() : null),
    },
    document: { documentElement: { setAttribute: (name: string) => marked.push(name) } },
  });
  return marked;
}

describe('the consent boot script of the prerendered pages', () => {
  it.each(['accepted', 'declined'])('hides the banner from a visitor who %s', (answer) => {
    expect(runWithStored(() => answer)).toEqual([]);
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
    expect(runWithStored(read)).toEqual([CONSENT_UNANSWERED_ATTRIBUTE]);
  });
});
