import { describe, expect, it } from 'vitest';
import { csvHeader, csvLines } from '../../../../src/shared/export/export-csv';
import { VISIT_COLUMNS, WISHLIST_COLUMNS } from '../../../../src/shared/export/export-format';
import {
  exportedVisitSchema,
  exportedWishlistItemSchema,
} from '../../../../src/shared/export/export-records';

describe('the export files (docs/EXPORT.md)', () => {
  it('CSV columns are the JSON records’ keys, in the records’ order', () => {
    expect(VISIT_COLUMNS).toEqual(Object.keys(exportedVisitSchema.shape));
    expect(WISHLIST_COLUMNS).toEqual(Object.keys(exportedWishlistItemSchema.shape));
  });

  it('E3: a CSV starts with a BOM and ends every line in CRLF', () => {
    expect(csvHeader(['a', 'b'])).toBe('\uFEFFa,b\r\n');
    expect(csvLines([{ a: 1, b: '京都' }], ['a', 'b'])).toBe('1,京都\r\n');
  });

  it('E3: quotes, commas and line breaks are quoted; formula cells get an apostrophe', () => {
    const rows = [
      { text: '白鷺城, "晴れ"\n二行目' },
      { text: '=1+1' },
      { text: '+81 3' },
      { text: '-' },
      { text: '@home' },
      { text: 'ok=fine' },
      { text: null },
    ];
    expect(csvLines(rows, ['text']).split('\r\n')).toEqual([
      '"白鷺城, ""晴れ""\n二行目"',
      `"'=1+1"`,
      `"'+81 3"`,
      `"'-"`,
      `"'@home"`,
      'ok=fine',
      '',
      '',
    ]);
  });
});
