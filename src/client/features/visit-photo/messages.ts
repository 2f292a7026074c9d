/**
 * Messages of the visit photo field, spread into i18n/ja-screens.ts and en-screens.ts. The Japanese
 * texts are the spec's own (SPEC.md, visit photo).
 */
import type { VisitPhotoProblem } from './photo-rules';

export const visitPhotoMessagesJa = {
  'visitPhoto.tooLarge': '画像サイズは10MB以下にしてください',
  'visitPhoto.unsupportedType': 'JPEG、PNG、GIF、WEBP形式の画像のみアップロードできます',
  'visitPhoto.processingFailed': '画像の処理に失敗しました。別の画像をお試しください',
  'visitPhoto.compressing': '画像を圧縮しています…',
  'visitPhoto.waitForCompression': '画像の圧縮が終わるまでお待ちください',
} as const;

export type VisitPhotoMessageKey = keyof typeof visitPhotoMessagesJa;

/** The message the form shows for a refused file. */
export const visitPhotoProblemMessage: Record<VisitPhotoProblem, VisitPhotoMessageKey> = {
  'too-large': 'visitPhoto.tooLarge',
  'unsupported-type': 'visitPhoto.unsupportedType',
};
