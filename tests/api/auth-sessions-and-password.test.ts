import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  bearer,
  GOOD_PASSWORD,
  loginAs,
  post,
  refreshWith,
  registerUser,
  startAuthTestApp,
} from './support/auth';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const sessionsOf = (access: string) =>
  t.app.inject({ url: '/api/auth/sessions/', headers: bearer(access) });

describe('signed-in devices', () => {
  it('lists each sign-in with a label from its User-Agent, the asking one marked', async () => {
    const { user, password } = await registerUser(t.app);
    t.clock.advance(60_000);
    const phone = await loginAs(t.app, user.username, password, { 'user-agent': IPHONE });
    t.clock.advance(60_000);
    const desktop = await loginAs(t.app, user.username, password, {
      'user-agent': WINDOWS_CHROME,
    });
    const res = await sessionsOf(desktop.json().access);
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    // Registration's own sign-in, the phone and the desktop; the newest first.
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ label: 'Chrome 131 · Windows 10', current: true });
    expect(results[1]).toMatchObject({
      label: 'Mobile Safari 18 · iOS 18.1 · iPhone',
      current: false,
    });
    expect(results.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(new Date(results[1].first_used_at).getTime()).toBeLessThan(
      new Date(results[0].first_used_at).getTime(),
    );
    // The phone's refresh moves its last use, not its first.
    t.clock.advance(60_000);
    await post(
      t.app,
      '/api/auth/token/refresh/',
      { refresh: phone.json().refresh },
      { 'user-agent': IPHONE },
    );
    const after = (await sessionsOf(desktop.json().access)).json().results;
    expect(after[0].label).toContain('Safari');
    expect(after[0].first_used_at).toBe(results[1].first_used_at);
  });

  it('ends another device: its refresh token is refused at once; other accounts cannot', async () => {
    const { user, password } = await registerUser(t.app);
    const phone = await loginAs(t.app, user.username, password, { 'user-agent': IPHONE });
    const desktop = await loginAs(t.app, user.username, password);
    const list = (await sessionsOf(desktop.json().access)).json().results;
    const phoneSession = list.find((s: { label: string }) => s.label.includes('iOS'));

    const stranger = await registerUser(t.app);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession.id}/`,
      headers: bearer(stranger.access),
    });
    expect(foreign.statusCode).toBe(404);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession.id}/`,
      headers: bearer(desktop.json().access),
    });
    expect(ended.statusCode).toBe(204);
    expect((await refreshWith(t.app, phone.json().refresh)).statusCode).toBe(401);
    expect((await refreshWith(t.app, desktop.json().refresh)).statusCode).toBe(200);
    const remaining = (await sessionsOf(desktop.json().access)).json().results;
    expect(remaining.map((s: { id: string }) => s.id)).not.toContain(phoneSession.id);
  });

  it('logout-all ends every sign-in of the account', async () => {
    const { user, password, refresh } = await registerUser(t.app);
    const other = await loginAs(t.app, user.username, password);
    const res = await post(t.app, '/api/auth/logout-all/', {}, bearer(other.json().access));
    expect(res.statusCode).toBe(204);
    expect((await refreshWith(t.app, refresh)).statusCode).toBe(401);
    expect((await refreshWith(t.app, other.json().refresh)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/password/', () => {
  const change = (access: string, current_password: string, new_password: string) =>
    post(t.app, '/api/auth/password/', { current_password, new_password }, bearer(access));

  it('changes the password: this device gets new tokens, every other session ends', async () => {
    const { user, access, refresh } = await registerUser(t.app);
    const other = await loginAs(t.app, user.username, GOOD_PASSWORD);
    const res = await change(access, GOOD_PASSWORD, 'Nikko toshogu 1999 gate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id } });
    expect((await refreshWith(t.app, refresh)).statusCode).toBe(401);
    expect((await refreshWith(t.app, other.json().refresh)).statusCode).toBe(401);
    expect((await refreshWith(t.app, res.json().refresh)).statusCode).toBe(200);
    expect((await loginAs(t.app, user.username, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await loginAs(t.app, user.username, 'Nikko toshogu 1999 gate')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a new one that breaks the rules', async () => {
    const { user, access, refresh } = await registerUser(t.app);
    const wrong = await change(access, 'not my password', 'Nikko toshogu 1999 gate');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().codes).toEqual({ current_password: ['password_incorrect'] });
    const weak = await change(access, GOOD_PASSWORD, user.username);
    expect(weak.json().codes.new_password).toContain('password_too_similar');
    // Nothing changed: the old sign-in and the old password still work.
    expect((await refreshWith(t.app, refresh)).statusCode).toBe(200);
    expect((await loginAs(t.app, user.username, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
