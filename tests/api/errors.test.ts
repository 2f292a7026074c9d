import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('errors reach clients in the shapes they read', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/does/not/exist/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
  });

  it('answers invalid query parameters with 400 and a Japanese field message', async () => {
    const res = await t.app.inject('/api/heritage/sites/?limit=-1&offset=x');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid');
    expect(body.detail).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(body.limit?.[0] ?? body.offset?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(body.codes.limit).toEqual(['invalid']);
  });

  it('gives every field error a code: required for a missing member, invalid otherwise', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().codes).toEqual({ username: ['invalid'], password: ['required'] });
  });

  it('never leaks a stack trace or SQL in a 500', async () => {
    // Break the database under the running app: every query now fails inside the driver.
    const broken = await startTestApp();
    await broken.database.close();
    const res = await broken.app.inject('/api/heritage/sites/668/');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'internal_error' });
    expect(res.body).not.toMatch(/select|sites|at .*\.ts|Error:/i);
    await broken.app.close().catch(() => {});
  });
});
