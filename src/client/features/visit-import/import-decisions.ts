/**
 * What an import will do with each row, given the user's choices in the preview
 * (docs/EXPORT.md I3): ready to record, waiting for a choice, or left out with the reason.
 * Pure, so the preview and the tests agree on every row.
 */
import { VISIT_COMMENT_MAX, VISIT_NOTES_MAX } from '../../../shared/limits';
import type { VisitFields } from '../../db/own-rows';
import type { ImportRow } from './import-plan';
import type { SiteMatch } from './site-matcher';

/** The user's answer for one row: the site chosen (null: leave it out), a date, a new name. */
export type RowChoice = { siteId?: number | null; date?: string; retyped?: SiteMatch };

export type ImportOptions = {
  /** For rows without a date; empty until the user gives one. */
  defaultDate: string;
  /** For rows without stars. */
  defaultRating: number;
  /** Record rows of sites this device already has a visit of (replacing it). */
  replaceVisited: boolean;
  /** The user's today (YYYY-MM-DD): a later date is refused, as in the visit form. */
  today: string;
};

export type Attention =
  | 'choose-site'
  | 'find-site'
  | 'date-invalid'
  | 'date-missing'
  | 'date-future';
export type SkipReason = 'chosen' | 'duplicate' | 'visited' | 'comment-too-long' | 'notes-too-long';

export type RowDecision =
  | { kind: 'ready'; row: ImportRow; siteId: number; visit: VisitFields }
  | { kind: 'attention'; row: ImportRow; need: Attention; match: SiteMatch }
  | { kind: 'skipped'; row: ImportRow; reason: SkipReason; siteId: number | null };

export function decideRow(
  row: ImportRow,
  choice: RowChoice | undefined,
  options: ImportOptions,
  visited: ReadonlySet<number>,
): RowDecision {
  const match = choice?.retyped ?? row.match;
  if (choice?.siteId === null) return { kind: 'skipped', row, reason: 'chosen', siteId: null };
  const siteId = choice?.siteId ?? (match.kind === 'matched' ? match.siteId : undefined);
  if (siteId === undefined) {
    const need = match.kind === 'ambiguous' ? 'choose-site' : 'find-site';
    return { kind: 'attention', row, need, match };
  }
  if (row.duplicateOfLine !== null && choice?.siteId === undefined && !choice?.retyped)
    return { kind: 'skipped', row, reason: 'duplicate', siteId };
  if (visited.has(siteId) && !options.replaceVisited)
    return { kind: 'skipped', row, reason: 'visited', siteId };
  if (row.comment.length > VISIT_COMMENT_MAX)
    return { kind: 'skipped', row, reason: 'comment-too-long', siteId };
  if ((row.notes?.length ?? 0) > VISIT_NOTES_MAX)
    return { kind: 'skipped', row, reason: 'notes-too-long', siteId };
  const date = choice?.date || row.date || (row.dateText ? '' : options.defaultDate);
  if (!date) {
    const need = row.dateText && !choice?.date ? 'date-invalid' : 'date-missing';
    return { kind: 'attention', row, need, match };
  }
  if (date > options.today) return { kind: 'attention', row, need: 'date-future', match };
  return {
    kind: 'ready',
    row,
    siteId,
    visit: {
      rating: row.rating ?? options.defaultRating,
      comment: row.comment,
      visited_date: date,
      ...(row.countryCode ? { country_code: row.countryCode } : {}),
      ...(row.notes !== null ? { notes: row.notes } : {}),
      ...(row.visibility ? { visibility: row.visibility } : {}),
      ...(row.shareToFeed !== null ? { share_to_feed: row.shareToFeed } : {}),
    },
  };
}

export type ImportDecisions = {
  ready: Extract<RowDecision, { kind: 'ready' }>[];
  attention: Extract<RowDecision, { kind: 'attention' }>[];
  skipped: Extract<RowDecision, { kind: 'skipped' }>[];
  /** Rows (ready or waiting) that lack a date or stars: the defaults apply to them. */
  withoutDate: number;
  withoutRating: number;
};

export function decideImport(
  rows: readonly ImportRow[],
  choices: ReadonlyMap<number, RowChoice>,
  options: ImportOptions,
  visited: ReadonlySet<number>,
): ImportDecisions {
  const result: ImportDecisions = {
    ready: [],
    attention: [],
    skipped: [],
    withoutDate: 0,
    withoutRating: 0,
  };
  const taken = new Set<number>();
  for (const row of rows) {
    let decision = decideRow(row, choices.get(row.line), options, visited);
    // A site chosen by hand for two rows: the first keeps it.
    if (decision.kind === 'ready') {
      if (taken.has(decision.siteId))
        decision = { kind: 'skipped', row, reason: 'duplicate', siteId: decision.siteId };
      else taken.add(decision.siteId);
    }
    if (decision.kind === 'ready') result.ready.push(decision);
    else if (decision.kind === 'attention') result.attention.push(decision);
    else result.skipped.push(decision);
    if (decision.kind !== 'skipped') {
      if (!row.dateText && !choices.get(row.line)?.date) result.withoutDate += 1;
      if (row.rating === null) result.withoutRating += 1;
    }
  }
  return result;
}
