import { describe, expect, it } from 'vitest';
import { CatalogueFormatError } from '../../../../src/client/features/catalogue/catalogue-check';
import { CatalogueReader } from '../../../../src/client/features/catalogue/catalogue-reader';
import type { CatalogueResponse, CatalogueSite } from '../../../../src/shared/api/catalogue';
import { writeCatalogueLines } from '../../../../src/shared/api/catalogue-lines';
import { catalogue, SAMPLE_SITES, site } from './catalogue-fixtures';

const encoder = new TextEncoder();

/** Reads `bytes` delivered in pieces cut at `cuts` (byte offsets, ascending). */
function read(bytes: Uint8Array, cuts: number[] = []): CatalogueResponse {
  const reader = new CatalogueReader();
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    reader.push(bytes.subarray(from, cut));
    from = cut;
  }
  return reader.finish();
}

function refusal(text: string): unknown {
  try {
    read(encoder.encode(text));
  } catch (error) {
    return error;
  }
  return null;
}

const document = catalogue('v7', SAMPLE_SITES);
const lines = writeCatalogueLines(document);

describe('the catalogue on the wire (one site per line)', () => {
  it('is plain JSON of the document, header first, a site per line, the closing last', () => {
    expect(JSON.parse(lines)).toEqual(document);
    const split = lines.split('\n');
    expect(split).toHaveLength(SAMPLE_SITES.length + 2);
    expect(split[0]).toBe('{"version":"v7","count":6,"sites":[');
    expect(split.at(-1)).toBe(']}');
    expect(JSON.parse(split[1]?.slice(0, -1) ?? '')).toEqual(SAMPLE_SITES[0]);
  });
});

describe('CatalogueReader', () => {
  it('reads the line layout however the bytes are cut, even inside a character', () => {
    const bytes = encoder.encode(lines);
    expect(SAMPLE_SITES.length).toBeGreaterThan(1);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(read(bytes, [cut]), `cut at byte ${cut}`).toEqual(document);
    }
  });

  it('reads a body arriving a byte at a time', () => {
    const bytes = encoder.encode(lines);
    const everyByte = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(read(bytes, everyByte)).toEqual(document);
  });

  it('reads a catalogue without sites', () => {
    const empty = catalogue('v0', []);
    expect(read(encoder.encode(writeCatalogueLines(empty)))).toEqual(empty);
  });

  it('reads a body laid out any other way as a whole (one line, or pretty-printed)', () => {
    for (const text of [JSON.stringify(document), JSON.stringify(document, null, 2)]) {
      const bytes = encoder.encode(text);
      expect(read(bytes)).toEqual(document);
      expect(read(bytes, [1, 40, bytes.length - 3])).toEqual(document);
    }
  });

  it('refuses a body cut off before its end, at any line', () => {
    const split = lines.split('\n');
    for (let keep = 1; keep < split.length; keep++) {
      const cutOff = split.slice(0, keep).join('\n');
      expect(refusal(cutOff), `${keep} lines`).toBeInstanceOf(Error);
    }
    expect(refusal('')).toBeInstanceOf(Error);
  });

  it('refuses a count that does not match the sites sent', () => {
    const wrongCount = { ...document, count: SAMPLE_SITES.length + 1 };
    expect(refusal(writeCatalogueLines(wrongCount))).toBeInstanceOf(CatalogueFormatError);
    expect(refusal(JSON.stringify(wrongCount))).toBeInstanceOf(CatalogueFormatError);
  });

  it('refuses a wrong site, naming it, and whatever follows the closing line', () => {
    const wrongSite = { ...site({ id: 2 }), latitude: '35' } as unknown as CatalogueSite;
    const error = refusal(writeCatalogueLines(catalogue('v1', [site({ id: 1 }), wrongSite])));
    expect(error).toBeInstanceOf(CatalogueFormatError);
    expect(String(error)).toContain('sites[1].latitude');
    expect(refusal(`${lines}\n{"more":1}`)).toBeInstanceOf(CatalogueFormatError);
    expect(refusal(`${lines}\n`)).toBeNull();
  });

  it('refuses a broken line with the parser’s error', () => {
    const broken = lines.replace('"name_en":', '"name_en"');
    expect(refusal(broken)).toBeInstanceOf(SyntaxError);
  });
});
