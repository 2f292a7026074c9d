import { type BrotliOptions, constants } from 'node:zlib';

/**
 * How answers are compressed, by the compression plugin (plugins/security.ts) and by the
 * answers written once for all their callers (shared-answer.ts): from the same size, for
 * the same callers, each at the brotli quality its cost calls for.
 */

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli for an answer written for one caller (the compression plugin): quality 3. Every call
 * pays for it (P7), and each quality above 3 costs markedly more CPU for a few per cent of
 * bytes; 11 costs many times as much.
 */
export const ANSWER_BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 3 },
};

/**
 * Brotli for an answer written once for all its callers (shared-answer.ts): quality 4, the
 * compression plugin's own default. It is paid once per change of the answer, not per call.
 */
export const SHARED_ANSWER_BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
};

/** The compression a caller accepts that the server writes: brotli first, then gzip. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
