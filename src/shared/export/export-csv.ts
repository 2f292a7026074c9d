/**
 * CSV of the export: UTF-8 with a byte-order mark (spreadsheet programs then read the
 * Japanese as UTF-8), a header row of the JSON keys, and cells a spreadsheet would run as a
 * formula (=, +, -, @ first) escaped with a leading apostrophe, which the import removes.
 */
import Papa from 'papaparse';

export const UTF8_BOM = '\uFEFF';

type Cell = string | number | boolean | null;

/** The header line, BOM first: the start of a CSV file. */
export function csvHeader(columns: readonly string[]): string {
  return `${UTF8_BOM}${Papa.unparse([columns as string[]], { newline: '\r\n' })}\r\n`;
}

/** Rows as CSV lines (no header), each ending in CRLF; empty for no rows. */
export function csvLines<T extends Record<string, Cell>>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => columns.map((column) => row[column] ?? ''));
  return `${Papa.unparse(cells, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}
