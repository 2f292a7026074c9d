import type { EncodedPhoto } from './visit-photos';

/** What the server asks of the image worker (image-work-process.ts), one message per upload. */
export type ImageJob = 'visit-photo' | 'avatar';

export type ImageRequest = { id: number; job: ImageJob; input: Uint8Array };

/** Why an upload was not encoded: the upload's fault (shown to the traveller) or the worker's. */
export type ImageRefusal =
  | { kind: 'unsupported-photo'; reason: 'not_image' | 'too_many_pixels' }
  | { kind: 'not-an-image' }
  | { kind: 'failed'; message: string };

/** The answer to one request: its result, or why there is none. */
export type ImageReply = {
  id: number;
  result?: EncodedPhoto | Uint8Array;
  refusal?: ImageRefusal;
};
