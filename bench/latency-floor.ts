import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

/**
 * The floor under every latency a bench prints (docs/PERF.md P7): a bare node:http server in
 * a process of its own, answering a fixed JSON body of `bytes` with no work at all, measured
 * at the same rate with the same load generator settings as the calls beside it. No server
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
  connections: number;
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
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: options.connections,
      overallRate: options.rate,
      duration: options.seconds,
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error('the bare server failed calls');
    return { p50: result.latency.p50, p99: result.latency.p99 };
  } finally {
    child.kill();
  }
}
