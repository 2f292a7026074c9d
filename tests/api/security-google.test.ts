import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirective } from './support/csp';
import { startTestApp, type TestApp } from './support/test-app';

const GOOGLE = 'https://accounts.google.com';

describe('CSP with Google sign-in configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { googleClientId: 'x' } });
  });
  afterAll(() => t.close());

  it('lets Google Identity Services load its script, button frame, styles and calls', async () => {
    const csp = String((await t.app.inject('/login')).headers['content-security-policy']);
    for (const name of ['script-src', 'frame-src', 'connect-src', 'style-src']) {
      expect(cspDirective(csp, name), name).toContain(GOOGLE);
    }
    // Nothing else widens: images and the default stay as they were.
    expect(cspDirective(csp, 'default-src')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'img-src')).not.toContain(GOOGLE);
  });
});

describe('CSP without Google sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { googleClientId: undefined } });
  });
  afterAll(() => t.close());

  it('names no Google origin anywhere', async () => {
    const csp = String((await t.app.inject('/login')).headers['content-security-policy']);
    expect(csp).not.toContain('google');
    expect(cspDirective(csp, 'script-src')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'frame-src')).toBeUndefined();
  });
});
