import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirective } from './support/csp';
import { startTestApp, type TestApp } from './support/test-app';

describe('CSP with a tile template that spreads over subdomains', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { tileUrl: 'https://{a-c}.tile.example.org/{z}/{x}/{y}.png' },
    });
  });
  afterAll(() => t.close());

  it('lets the map load tiles from every one of those hosts, and from no other', async () => {
    const csp = String((await t.app.inject('/map')).headers['content-security-policy']);
    for (const name of ['img-src', 'connect-src']) {
      const sources = cspDirective(csp, name) ?? [];
      for (const host of ['a', 'b', 'c'])
        expect(sources, name).toContain(`https://${host}.tile.example.org`);
      expect(
        sources.filter((source) => source.includes('tile.')),
        name,
      ).toHaveLength(3);
    }
  });
});
