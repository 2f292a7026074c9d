import { spawn } from 'node:child_process';
import { latencyAtRate } from './open-loop';

/**
 * The floor under every latency a bench prints (docs/PERF.md P7): a bare node:http server in
 * a process of its own, answering a fixed JSON body of `bytes` with no work at all, measured
 * at the same rate by the same generator (open-loop.ts) as the calls beside it. No server
 * answers faster on this machine; what a call adds above the floor is the app's.
 */
const BARE_SERVER = `
const body = Buffer.from(JSON.stringify({ padding: 'x'.repeat(Number(process.env.BYTES)) }));
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

export async function latencyFloor(options: {
  rate: number;
  seconds: number;
  bytes: number;
}): Promise<{ p50: number; p99: number }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, BYTES: String(options.bytes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    });
    return await latencyAtRate(`http://127.0.0.1:${port}`, options.rate, options.seconds, () => ({
      name: 'floor',
      kind: 'read',
      method: 'GET',
      path: '/',
      headers: {},
    }));
  } finally {
    child.kill();
  }
}
