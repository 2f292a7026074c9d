/**
 * Which column of an imported CSV holds what (docs/EXPORT.md I1): recognised by its header,
 * in Japanese or English, our own export's keys included. Headers are compared folded
 * (case, width, spaces, underscores and hyphens ignored).
 */
import { normalizeForSearch } from '../../../shared/text/normalize-search';

export type ImportField =
  | 'number'
  | 'name'
  | 'date'
  | 'rating'
  | 'comment'
  | 'country'
  | 'notes'
  | 'visibility'
  | 'share';

const HEADERS: Record<ImportField, readonly string[]> = {
  number: [
    'unesco_id',
    'id_no',
    'id',
    'unesco',
    'unesco id',
    'unesco number',
    'unesco no',
    'number',
    'no',
    '登録番号',
    'ユネスコ番号',
    'unesco番号',
    '番号',
  ],
  name: [
    'site_name_ja',
    'site_name_en',
    'name',
    'site',
    'site name',
    'property',
    'heritage',
    'world heritage',
    '名称',
    '遺産名',
    '世界遺産',
    '世界遺産名',
    'サイト名',
    '名前',
  ],
  date: [
    'visited_date',
    'date',
    'visited',
    'visit date',
    'visited on',
    '日付',
    '訪問日',
    '訪れた日',
    '訪問した日',
  ],
  rating: ['rating', 'stars', 'star', 'score', '評価', '星', '星の数', 'おすすめ度'],
  comment: ['comment', 'comments', 'review', 'コメント', '感想'],
  country: ['country_code', 'country code', '国コード'],
  notes: ['notes', 'note', 'memo', 'メモ', '備考'],
  visibility: ['visibility', '公開範囲'],
  share: ['share_to_feed', 'share to feed', 'フィードに共有'],
};

const fold = (header: string) =>
  normalizeForSearch(header)
    .replace(/[\s_-]+/g, ' ')
    .trim();

const FIELD_OF = new Map<string, ImportField>();
for (const [field, names] of Object.entries(HEADERS) as [ImportField, readonly string[]][]) {
  for (const name of names) FIELD_OF.set(fold(name), field);
}

/** The column of each field a header row names; the first such column wins. */
export type ColumnMap = Partial<Record<ImportField, number>>;

/** The header row's columns, or null when the row names no site column (no header). */
export function columnsOf(header: readonly string[]): ColumnMap | null {
  const columns: ColumnMap = {};
  header.forEach((cell, index) => {
    const field = FIELD_OF.get(fold(cell));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  // Another list's only free-text column, whatever it is called, is what the traveller wrote
  // about the visit: the comment. Our own export names both, and each keeps its own.
  if (columns.comment === undefined && columns.notes !== undefined) {
    columns.comment = columns.notes;
    delete columns.notes;
  }
  return columns.number !== undefined || columns.name !== undefined ? columns : null;
}
