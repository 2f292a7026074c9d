/**
 * A first start on an empty data folder begins from the build's fresh database
 * (dist/server/fresh-database.tar.gz): the catalogue is already there, so the server does
 * not import it, and the folder is an ordinary database from then on.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApp } from './support/processes';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hp-fresh-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** What the server says of the catalogue on start: imported, or found as it was. */
function catalogueOnStart(output: string): string | undefined {
  for (const line of output.split('\n')) {
    if (!line.includes('"catalogue ready"')) continue;
    return (JSON.parse(line) as { catalogue: { status: string } }).catalogue.status;
  }
  return undefined;
}

it('a new data folder starts with the catalogue in place, and keeps what travellers add', async () => {
  const first = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  let access = '';
  try {
    expect(catalogueOnStart(first.output()), first.output()).toBe('unchanged');
    const sites = (await (await fetch(`${first.url}/api/heritage/sites/?limit=1`)).json()) as {
      count: number;
    };
    expect(sites.count).toBeGreaterThan(1000);
    const registered = await fetch(`${first.url}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'first_start',
        email: 'first@example.com',
        password: 'Horyu-ji 607 pagoda',
      }),
    });
    expect(registered.status).toBe(201);
    access = ((await registered.json()) as { access: string }).access;
  } finally {
    expect(await first.stop()).toBe(0);
  }

  // The second start opens the folder as it is: the account is still there.
  const second = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  try {
    expect(catalogueOnStart(second.output())).toBe('unchanged');
    const me = await fetch(`${second.url}/api/auth/profile/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('first_start');
  } finally {
    expect(await second.stop()).toBe(0);
  }
});
