import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { NotAnImage } from './avatars';
import { type ImageDecodeOptions, imageDecodes } from './image-decodes';
import type { ImageJob, ImageRefusal, ImageReply, ImageRequest } from './image-work-protocol';
import { type EncodedPhoto, UnsupportedPhoto } from './visit-photos';

/**
 * Where every uploaded photo and picture is decoded and re-encoded: in the image worker, a
 * process of its own at a lower CPU priority (docs/PERF.md P11), a few at a time (the decode
 * queue, image-decodes.ts). Refusals come back as the same errors the encoders throw.
 */
export type ImageWork = {
  visitPhoto: (input: Buffer) => Promise<EncodedPhoto>;
  avatar: (input: Buffer) => Promise<Buffer>;
  /** Ends the worker; uploads asked afterwards start a new one. */
  close: () => Promise<void>;
};

/**
 * The worker's module. Bundled, the server is dist/server/main.js and the worker is built
 * beside it (scripts/build-server.mjs); from source (tsx, the tests) it is the .ts file here,
 * loaded through tsx like the server.
 */
function workerModule(): { path: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      path: fileURLToPath(new URL('./image-work-process.ts', import.meta.url)),
      execArgv: ['--import', 'tsx'],
    };
  }
  return { path: fileURLToPath(new URL('./image-work.js', import.meta.url)), execArgv: [] };
}

type Waiting = { resolve: (reply: ImageReply) => void; reject: (error: Error) => void };

/** One running worker and the requests it has not answered. */
type Worker = { child: ChildProcess; waiting: Map<number, Waiting> };

function errorOf(refusal: ImageRefusal): Error {
  if (refusal.kind === 'unsupported-photo') return new UnsupportedPhoto(refusal.reason);
  if (refusal.kind === 'not-an-image') return new NotAnImage();
  return new Error(`image worker: ${refusal.message}`);
}

const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function imageWork(options: ImageDecodeOptions = {}): ImageWork {
  const decodes = imageDecodes(options);
  let worker: Worker | undefined;
  let nextId = 1;

  function start(): Worker {
    const module = workerModule();
    const child = fork(module.path, [], {
      execArgv: module.execArgv,
      // Buffers cross as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Neither the worker nor its channel keeps the server's process alive when idle.
    child.unref();
    const started: Worker = { child, waiting: new Map() };
    child.on('message', (reply: ImageReply) => {
      const waiting = started.waiting.get(reply.id);
      started.waiting.delete(reply.id);
      if (started.waiting.size === 0) child.channel?.unref();
      waiting?.resolve(reply);
    });
    // A worker that dies (a decoder crash) fails only the uploads it held; the next starts anew.
    const ended = (why: string) => {
      if (worker === started) worker = undefined;
      for (const waiting of started.waiting.values()) waiting.reject(new Error(why));
      started.waiting.clear();
    };
    child.on('exit', (code, signal) => ended(`image worker ended (${signal ?? code})`));
    child.on('error', (error) => ended(`image worker: ${error.message}`));
    return started;
  }

  async function ask(job: ImageJob, input: Buffer): Promise<ImageReply['result']> {
    worker ??= start();
    const { child, waiting } = worker;
    const id = nextId++;
    const reply = await new Promise<ImageReply>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      // The channel is held open only while a request waits.
      child.channel?.ref();
      const request: ImageRequest = { id, job, input };
      child.send(request, (error) => {
        if (!error) return;
        waiting.delete(id);
        reject(error);
      });
    });
    if (reply.refusal) throw errorOf(reply.refusal);
    return reply.result;
  }

  return {
    visitPhoto: (input) =>
      decodes.run(async () => {
        const encoded = (await ask('visit-photo', input)) as EncodedPhoto;
        return {
          ...encoded,
          photo: asBuffer(encoded.photo),
          thumbnail: asBuffer(encoded.thumbnail),
        };
      }),
    avatar: (input) =>
      decodes.run(async () => asBuffer((await ask('avatar', input)) as Uint8Array)),
    async close() {
      const ending = worker;
      worker = undefined;
      if (!ending || ending.child.exitCode !== null || ending.child.signalCode !== null) return;
      const exited = once(ending.child, 'exit');
      if (ending.child.connected) ending.child.disconnect();
      else ending.child.kill();
      await exited;
    },
  };
}
