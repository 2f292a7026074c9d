/**
 * The text of a chosen file (docs/EXPORT.md I1): UTF-8 (with or without a BOM), else
 * Shift_JIS, which spreadsheet programs on Japanese Windows still write by default.
 */
import { IMPORT_MAX_BYTES } from './import-plan';

export type ImportFileText = { kind: 'text'; text: string } | { kind: 'too-large' };

export function decodeImportBytes(bytes: Uint8Array): ImportFileText {
  if (bytes.byteLength > IMPORT_MAX_BYTES) return { kind: 'too-large' };
  try {
    return { kind: 'text', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'text', text: new TextDecoder('shift_jis').decode(bytes) };
  }
}
