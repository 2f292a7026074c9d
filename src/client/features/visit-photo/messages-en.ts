// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { VisitPhotoMessageKey } from './messages';

export const visitPhotoMessagesEn: Record<VisitPhotoMessageKey, string> = {
  'visitPhoto.tooLarge': 'The image must be 10 MB or smaller.',
  'visitPhoto.unsupportedType': 'Only JPEG, PNG, GIF and WEBP images can be uploaded.',
  'visitPhoto.processingFailed': 'The image could not be processed. Please try another image.',
  'visitPhoto.compressing': 'Compressing the image…',
  'visitPhoto.waitForCompression': 'Please wait until the image has been compressed.',
};
