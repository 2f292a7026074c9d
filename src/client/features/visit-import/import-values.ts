import type { Visibility } from '../../../shared/api/visibility';
import { VISIBILITIES } from '../../../shared/limits';

/**
 * The cells of an imported row read as a visit's values (docs/EXPORT.md I2): dates in the
 * ways people write them, stars 1–5 as digits or ★, and our export's formula escape undone.
 */

/** An ISO date from 2024-05-03, 2024/5/3, 2024.05.03 or 2024年5月3日; null otherwise. */
export function importedDate(cell: string): string | null {
  const match = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(
    cell.normalize('NFKC').trim(),
  );
  if (!match) return null;
  const [, y, m, d] = match;
  const iso = `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  // Rejects 2024-02-30 and the like, which Date would roll over.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** Stars from "4", "4.0", "★★★★" or "4/5"; null when absent or outside 1–5. */
export function importedRating(cell: string): number | null {
  const text = cell.normalize('NFKC').trim();
  if (!text) return null;
  const stars = [...text].filter((ch) => ch === '★').length;
  const value = stars > 0 ? stars : Number(text.replace(/\s*\/\s*5$/, ''));
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/** A comment as written; our export's apostrophe before = + - @ (E3) is taken off again. */
export function importedText(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** Who sees the visit, as our export writes it (public, followers, private); null otherwise. */
export function importedVisibility(cell: string): Visibility | null {
  const text = cell.trim().toLowerCase();
  return (VISIBILITIES as readonly string[]).includes(text) ? (text as Visibility) : null;
}

/** Whether the visit is shared to the feed, from true/false (any case); null otherwise. */
export function importedShare(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
}
