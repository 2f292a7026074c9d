import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GROUP_LABEL_FONT,
  groupCountFont,
  MARKER_FAMILY,
} from '../../../../src/client/features/map/marker-text';

/** --font-sans as styles/tokens.css writes it, spaces folded. */
function pageFontStack(): string {
  const css = readFileSync('src/client/styles/tokens.css', 'utf8');
  const value = /--font-sans:([^;]+);/.exec(css)?.[1];
  if (!value) throw new Error('tokens.css has no --font-sans');
  return value.replace(/\s+/g, ' ').trim();
}

describe('the markers’ fonts', () => {
  it('are the page’s own font stack, so the canvas finds the Japanese font the page loaded', () => {
    expect(MARKER_FAMILY).toBe(pageFontStack());
    expect(GROUP_LABEL_FONT.endsWith(pageFontStack())).toBe(true);
    expect(groupCountFont(4).endsWith(pageFontStack())).toBe(true);
  });
});
