/**
 * An imported CSV (or pasted list) read into rows the preview shows (docs/EXPORT.md I1–I4):
 * each with the site it means, or the choices to make, and the visit's values. Pure: nothing
 * is written until the user confirms (I3).
 */
import Papa from 'papaparse';
import type { Visibility } from '../../../shared/api/visibility';
import { type ColumnMap, columnsOf, type ImportField } from './import-columns';
import {
  importedDate,
  importedRating,
  importedShare,
  importedText,
  importedVisibility,
} from './import-values';
import { createSiteMatcher, type MatchableSite, type SiteMatch } from './site-matcher';

/** Rows one import takes; a longer file is refused with a message (I1). */
export const IMPORT_MAX_ROWS = 5_000;
/** Bytes of text one import reads. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export type ImportSite = MatchableSite & { country_codes: readonly string[] };

export type ImportRow = {
  /** The row's line in the file (1 = the first), as a person counts them. */
  line: number;
  /** What the row says the site is: its number or name, as written. */
  siteText: string;
  match: SiteMatch;
  /** ISO date; null when the row has none (or one that is no date: `dateText` says). */
  date: string | null;
  dateText: string;
  rating: number | null;
  comment: string;
  /** One of the matched site's countries, when the row names one. */
  countryCode: string | null;
  /** Our own export's private notes, who sees the visit and whether it is in the feed (I4). */
  notes: string | null;
  visibility: Visibility | null;
  shareToFeed: boolean | null;
  /** An earlier row of the file names the same site (matched): this one is skipped. */
  duplicateOfLine: number | null;
};

export type ImportPlan =
  | { kind: 'rows'; rows: ImportRow[]; hasHeader: boolean }
  | { kind: 'empty' }
  | { kind: 'too-many'; rows: number };

export function planImport(text: string, sites: readonly ImportSite[]): ImportPlan {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: 'greedy',
  });
  const records = parsed.data.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (records.length === 0) return { kind: 'empty' };
  const columns = columnsOf(records[0] ?? []);
  const body = columns ? records.slice(1) : records;
  if (body.length > IMPORT_MAX_ROWS) return { kind: 'too-many', rows: body.length };
  if (body.length === 0) return { kind: 'empty' };

  const match = createSiteMatcher(sites);
  const countriesOf = new Map(sites.map((site) => [site.id, site.country_codes]));
  const firstLineOf = new Map<number, number>();
  const rows = body.map((cells, index): ImportRow => {
    const line = index + 1 + (columns ? 1 : 0);
    const values = columns ? fromColumns(cells, columns) : fromPlainList(cells);
    const siteMatch = match(values.number, values.name);
    const siteId = siteMatch.kind === 'matched' ? siteMatch.siteId : null;
    let duplicateOfLine: number | null = null;
    if (siteId !== null) {
      duplicateOfLine = firstLineOf.get(siteId) ?? null;
      if (duplicateOfLine === null) firstLineOf.set(siteId, line);
    }
    const country = values.country.trim().toLowerCase();
    return {
      line,
      siteText: [values.number, values.name]
        .filter((v) => v.trim())
        .join(' ')
        .trim(),
      match: siteMatch,
      date: importedDate(values.date),
      dateText: values.date.trim(),
      rating: importedRating(values.rating),
      comment: importedText(values.comment).trim(),
      countryCode: siteId !== null && countriesOf.get(siteId)?.includes(country) ? country : null,
      notes: columns?.notes === undefined ? null : importedText(values.notes).trim(),
      visibility: importedVisibility(values.visibility),
      shareToFeed: importedShare(values.share),
      duplicateOfLine,
    };
  });
  return { kind: 'rows', rows, hasHeader: columns !== null };
}

type RowValues = Record<ImportField, string>;

function fromColumns(cells: readonly string[], columns: ColumnMap): RowValues {
  const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
  return {
    number: cell(columns.number),
    name: cell(columns.name),
    date: cell(columns.date),
    rating: cell(columns.rating),
    comment: cell(columns.comment),
    country: cell(columns.country),
    notes: cell(columns.notes),
    visibility: cell(columns.visibility),
    share: cell(columns.share),
  };
}

/** A list without a header: the first cell names the site; a cell that is a date is the date. */
function fromPlainList(cells: readonly string[]): RowValues {
  const [first = '', ...rest] = cells;
  return {
    number: '',
    name: first,
    date: rest.find((cell) => importedDate(cell) !== null) ?? '',
    rating: '',
    comment: '',
    country: '',
    notes: '',
    visibility: '',
    share: '',
  };
}
