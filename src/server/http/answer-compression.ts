import { type BrotliOptions, constants } from 'node:zlib';

/**
 * How answers are compressed, by the compression plugin (plugins/security.ts) and by the
 * answers written once for all their callers (shared-answer.ts) alike.
 */

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** Brotli at quality 4, the plugin's own default: 11 costs many times the CPU for a few bytes. */
export const ANSWER_BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
};

/** The compression a caller accepts that the server writes: brotli first, then gzip. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
