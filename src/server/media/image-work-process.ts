/**
 * The image worker (docs/PERF.md P11): a child process of the app server that decodes and
 * re-encodes uploaded photos and pictures, at a lower CPU priority than the server, so an
 * upload waits for the cores rather than every traveller's reads waiting for it. Started
 * and spoken to by image-work.ts over the IPC channel; built beside the server as
 * dist/server/image-work.js (scripts/build-server.mjs).
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { ImageJob, ImageReply, ImageRequest } from './image-work-protocol';

/**
 * A nice value: a ready server thread is given about ten times the CPU of the worker's
 * threads.
 */
const WORKER_NICENESS = 10;

/**
 * Lowers every thread the worker has, before anything decodes. On Linux a nice value is a
 * thread's own, and Node's file-reading threads (which start the image library's threads,
 * which inherit it) were started before this module ran; elsewhere the process's one value.
 */
function lowerPriority(): void {
  let threads: number[];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    threads = [0];
  }
  for (const thread of threads) {
    try {
      setPriority(thread, WORKER_NICENESS);
    } catch {
      // A system that refuses still encodes, at the server's priority.
    }
  }
}

lowerPriority();

// Loaded after the priority is set: nothing of the image library runs before.
const { encodeVisitPhoto, UnsupportedPhoto } = await import('./visit-photos');
const { processAvatar, NotAnImage } = await import('./avatars');

async function run(job: ImageJob, input: Buffer): Promise<ImageReply['result']> {
  if (job === 'visit-photo') return encodeVisitPhoto(input);
  return processAvatar(input);
}

function refusalOf(error: unknown): ImageReply['refusal'] {
  if (error instanceof UnsupportedPhoto) return { kind: 'unsupported-photo', reason: error.reason };
  if (error instanceof NotAnImage) return { kind: 'not-an-image' };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

// Requests sent while the imports above were loading are held by Node until this listener.
process.on('message', (message: ImageRequest) => {
  const input = Buffer.from(message.input.buffer, message.input.byteOffset, message.input.length);
  run(message.job, input).then(
    (result) => process.send?.({ id: message.id, result } satisfies ImageReply),
    (error: unknown) =>
      process.send?.({ id: message.id, refusal: refusalOf(error) } satisfies ImageReply),
  );
});

// The server ends the worker by closing the channel (also when the server itself dies).
// Signals sent to the whole process group (Ctrl-C, a supervisor's SIGTERM) are the server's
// to act on: it finishes the uploads in flight, which need this worker, then closes it.
process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
