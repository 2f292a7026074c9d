import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  COMPRESS_FROM_BYTES,
  SHARED_ANSWER_BROTLI_OPTIONS,
} from './answer-compression';

/**
 * An answer many callers share (a kept answer: the top of a ranking, a page of the sites
 * list, P7) is written once, not once per call: its JSON, from the route's own serializer
 * (so only the public fields of its schema), and each compression a caller has asked for,
 * are kept beside it. Browsers accept brotli on every call, and compressing an 80 KB page
 * again for every caller cost more than reading and writing it.
 *
 * Kept by the answer object itself: a kept answer that is dropped (something it shows
 * changed) takes its bytes with it, and the next answer is a new object, written afresh.
 * An answer read for one caller alone is written as any other, once.
 */
type WrittenAnswer = { json: Buffer; br?: Buffer; gzip?: Buffer };

const writtenAnswers = new WeakMap<object, Map<string, WrittenAnswer>>();
/** Bodies one answer is written as (a page's links follow the caller's own address). */
const MOST_BODIES_PER_ANSWER = 8;

function compressed(json: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(json);
  return brotliCompressSync(json, {
    ...SHARED_ANSWER_BROTLI_OPTIONS,
    params: {
      ...SHARED_ANSWER_BROTLI_OPTIONS.params,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/**
 * Sends `body` (by default the answer itself) as the 200 answer of the route, written and
 * compressed once per `answer` and `variant`.
 */
export function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: object,
  body: () => unknown = () => answer,
  variant = '',
): FastifyReply {
  let bodies = writtenAnswers.get(answer);
  if (!bodies) {
    bodies = new Map();
    writtenAnswers.set(answer, bodies);
  }
  let written = bodies.get(variant);
  if (!written) {
    if (bodies.size >= MOST_BODIES_PER_ANSWER) bodies.clear();
    written = { json: Buffer.from(reply.serialize(body()) as string) };
    bodies.set(variant, written);
  }
  reply.type('application/json; charset=utf-8');
  if (written.json.length < COMPRESS_FROM_BYTES) return reply.send(written.json);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(written.json);
  written[encoding] ??= compressed(written.json, encoding);
  return reply.header('content-encoding', encoding).send(written[encoding]);
}
