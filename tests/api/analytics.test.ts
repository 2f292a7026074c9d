import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { cspDirective } from './support/csp';
import { startTestApp, type TestApp } from './support/test-app';

const GTAG = 'https://www.googletagmanager.com';

describe('analytics not configured (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { analyticsMeasurementId: undefined } });
  });
  afterAll(() => t.close());

  it('tells the client there is no measurement id, and the CSP names no analytics host', async () => {
    const res = await t.app.inject('/api/analytics/config/');
    expect(res.json()).toEqual({ measurement_id: null });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('google');
  });
});

describe('analytics configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { analyticsMeasurementId: 'G-HPTEST0001' } });
  });
  afterAll(() => t.close());

  it('hands out the id and lets gtag.js load and send its hits, nothing more', async () => {
    const res = await t.app.inject('/api/analytics/config/');
    expect(res.json()).toEqual({ measurement_id: 'G-HPTEST0001' });
    const csp = String(res.headers['content-security-policy']);
    // Only gtag.js itself, not every script of the tag manager's host.
    expect(cspDirective(csp, 'script-src')).toEqual(["'self'", `${GTAG}/gtag/js`]);
    expect(cspDirective(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(cspDirective(csp, 'frame-src')).toBeUndefined();
    expect(cspDirective(csp, 'default-src')).toEqual(["'self'"]);
  });
});

describe('ANALYTICS_MEASUREMENT_ID', () => {
  it('must look like a GA4 id; empty means off', () => {
    expect(loadConfig({ ANALYTICS_MEASUREMENT_ID: 'G-ABC123' }).analyticsMeasurementId).toBe(
      'G-ABC123',
    );
    expect(loadConfig({ ANALYTICS_MEASUREMENT_ID: '' }).analyticsMeasurementId).toBeUndefined();
    expect(() => loadConfig({ ANALYTICS_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(
      /ANALYTICS_MEASUREMENT_ID: must look like G-XXXXXXXXXX/,
    );
  });
});
