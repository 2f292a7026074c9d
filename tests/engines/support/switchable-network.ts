/**
 * The browser's way to the app, which a test can cut: an HTTP proxy in front of the app
 * server that, switched off, stops listening and drops every open connection, so the
 * browser meets a refused connection exactly as with the network gone (these engines have
 * no network emulation). It can also play the next release: sw.js then comes with a few
 * more bytes (a new build for the browser's byte check) whose worker answers "version?"
 * with "next".
 */
import { createServer, request, type Server } from 'node:http';

export const NEXT_BUILD_VERSION = 'next';

const NEXT_BUILD_SUFFIX = `
;self.addEventListener('message', (event) => {
  if (event.data === 'version?') event.ports[0]?.postMessage('${NEXT_BUILD_VERSION}');
});`;

export class SwitchableNetwork {
  private server: Server;
  private nextBuild = false;
  /** Requests the proxy passed on, by path (the service worker's update checks included). */
  readonly requests: string[] = [];
  /** Requests passed on and not yet answered in full (a failed test prints them). */
  readonly pending = new Set<string>();

  constructor(
    private readonly upstreamPort: number,
    readonly port: number,
  ) {
    this.server = this.createProxy();
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async goOnline(): Promise<void> {
    if (this.server.listening) return;
    this.server = this.createProxy();
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async goOffline(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  /** From now on sw.js is the next release's. */
  serveNextBuild(): void {
    this.nextBuild = true;
  }

  private createProxy(): Server {
    return createServer((incoming, outgoing) => {
      const path = incoming.url ?? '/';
      this.requests.push(path);
      const entry = `${incoming.method} ${path} #${this.requests.length}`;
      this.pending.add(entry);
      outgoing.on('close', () => this.pending.delete(entry));
      const swapWorker = this.nextBuild && path.split('?')[0] === '/sw.js';
      const headers = { ...incoming.headers };
      // The worker's bytes are extended below: ask for them uncompressed.
      if (swapWorker) headers['accept-encoding'] = 'identity';
      const upstream = request(
        { host: '127.0.0.1', port: this.upstreamPort, path, method: incoming.method, headers },
        (answer) => {
          if (!swapWorker) {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.concat([...chunks, Buffer.from(NEXT_BUILD_SUFFIX)]);
            const { etag: _etag, 'content-length': _length, ...kept } = answer.headers;
            outgoing.writeHead(answer.statusCode ?? 502, {
              ...kept,
              'content-length': body.length,
            });
            outgoing.end(body);
          });
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
  }
}
