import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import {
  type AuthTestApp,
  bearer,
  freshIdentity,
  GOOD_PASSWORD,
  loginAs,
  post,
  registerUser,
  startAuthTestApp,
} from './support/auth';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

const INVALID = {
  detail: 'アカウント名（またはメールアドレス）かパスワードが正しくありません。',
  code: 'invalid_credentials',
};

describe('POST /api/auth/login/', () => {
  it('signs in by account name or by e-mail, in any case, answering {user, access, refresh}', async () => {
    const { user } = await registerUser(t.app);
    for (const identifier of [
      user.username,
      user.username.toUpperCase(),
      user.email ?? '',
      (user.email ?? '').toUpperCase(),
      `  ${user.username}  `,
    ]) {
      const res = await loginAs(t.app, identifier, GOOD_PASSWORD);
      expect(res.statusCode, `${identifier}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        user: expect.any(Object),
        access: expect.any(String),
        refresh: expect.any(String),
      });
      expect(body.user).toMatchObject({ id: user.id, username: user.username, email: user.email });
      const profile = await t.app.inject({
        url: '/api/auth/profile/',
        headers: bearer(body.access),
      });
      expect(profile.json().id).toBe(user.id);
    }
  });

  it('accepts `email` in place of `username`', async () => {
    const { user } = await registerUser(t.app);
    const res = await post(t.app, '/api/auth/login/', {
      email: user.email,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers an unknown account and a wrong password with the same 401', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await loginAs(t.app, user.username, `${GOOD_PASSWORD}x`);
    const unknown = await loginAs(t.app, freshIdentity().username, GOOD_PASSWORD);
    const unknownEmail = await loginAs(t.app, freshIdentity().email, GOOD_PASSWORD);
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('refuses password sign-in for an account that has no password (Google only)', async () => {
    const id = freshIdentity('google');
    await t.database.db
      .insert(users)
      .values({ ...id, passwordHash: null, googleSub: `sub-${id.username}` });
    const res = await loginAs(t.app, id.username, GOOD_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers missing fields with `required` codes', async () => {
    const res = await post(t.app, '/api/auth/login/', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid',
      codes: { username: ['required'], password: ['required'] },
      username: ['この項目は必須です。'],
    });
    const none = await post(t.app, '/api/auth/login/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().codes).toMatchObject({ password: ['required'] });
  });

  it('answers malformed JSON with 400 malformed_json, never 500', async () => {
    for (const payload of ['{"username": "a", "password": ', '{bad json}', 'null', '"str"', '[]']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
      if (payload.startsWith('{')) expect(res.json()).toMatchObject({ code: 'malformed_json' });
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('malformed_json');
  });

  it('still signs in when an expired or broken access token is attached', async () => {
    const { user } = await registerUser(t.app);
    const res = await loginAs(t.app, user.username, GOOD_PASSWORD, bearer('expired.or.broken'));
    expect(res.statusCode).toBe(200);
  });
});
