import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, DAY, registerUser, startAuthTestApp } from './support/auth';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

const patch = (access: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/profile/', headers: bearer(access), payload });

describe('GET /api/auth/profile/', () => {
  it('answers the own User with e-mail and every SPEC §3 field', async () => {
    const { user, access } = await registerUser(t.app, { display_name: '旅人' });
    const res = await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'email_verified',
        'google_linked',
        'has_password',
        'display_name',
        'full_name',
        'profile_picture',
        'bio',
        'location',
        'website',
        'birth_date',
        'joined_date',
        'posts_count',
        'total_visits',
        'countries_visited',
        'followers_count',
        'following_count',
        'is_following',
        'default_visibility',
        'show_in_rankings',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: '旅人',
      is_following: false,
      email_verified: false,
      google_linked: false,
      has_password: true,
      show_in_rankings: true,
    });
    expect(body.joined_date).toBe(t.clock.now().toISOString());
  });
});

describe('PATCH /api/auth/profile/ (JSON)', () => {
  it('changes display_name, bio, birth_date, location and website', async () => {
    const { access } = await registerUser(t.app);
    const res = await patch(access, {
      display_name: '  松尾 芭蕉  ',
      bio: '奥の細道を歩いています。',
      birth_date: '1990-01-01',
      location: '江戸',
      website: 'https://example.com/basho',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      display_name: '松尾 芭蕉',
      full_name: '松尾 芭蕉',
      bio: '奥の細道を歩いています。',
      birth_date: '1990-01-01',
      location: '江戸',
      website: 'https://example.com/basho',
    });
    const again = await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) });
    expect(again.json().birth_date).toBe('1990-01-01');
  });

  it('leaves fields that were not sent alone; empty birth_date or null clears it', async () => {
    const { access } = await registerUser(t.app);
    await patch(access, { bio: 'first', birth_date: '2000-02-29' });
    const res = await patch(access, { location: 'Nara' });
    expect(res.json()).toMatchObject({ bio: 'first', birth_date: '2000-02-29', location: 'Nara' });
    expect((await patch(access, { birth_date: '' })).json().birth_date).toBeNull();
    await patch(access, { birth_date: '2000-02-29' });
    expect((await patch(access, { birth_date: null })).json().birth_date).toBeNull();
    expect((await patch(access, { website: '' })).json().website).toBe('');
  });

  it('ignores username and email (read-only) and unknown fields', async () => {
    const { user, access } = await registerUser(t.app);
    const res = await patch(access, {
      username: 'hijacked',
      email: 'hijacked@example.com',
      id: 999,
      followers_count: 1000,
      bio: 'ok',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      followers_count: 0,
      bio: 'ok',
    });
  });

  it('answers coded field errors and changes nothing', async () => {
    const { access } = await registerUser(t.app);
    await patch(access, { bio: 'before' });
    const res = await patch(access, {
      display_name: 'x'.repeat(51),
      bio: 'y'.repeat(501),
      location: 'z'.repeat(101),
      website: 'javascript:alert(1)',
      birth_date: '2001-02-29',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.codes).toEqual({
      display_name: ['display_name_too_long'],
      bio: ['bio_too_long'],
      location: ['location_too_long'],
      website: ['website_invalid'],
      birth_date: ['birth_date_invalid'],
    });
    expect(body.display_name).toEqual(['表示名は50文字以内で入力してください。']);
    const after = await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) });
    expect(after.json().bio).toBe('before');
  });

  it('checks website and birth date formats', async () => {
    const { access } = await registerUser(t.app);
    for (const website of ['example.com', 'ftp://example.com', 'http://', 'https://exa mple.com']) {
      expect((await patch(access, { website })).json().codes, website).toEqual({
        website: ['website_invalid'],
      });
    }
    expect((await patch(access, { website: 'http://example.jp' })).statusCode).toBe(200);
    for (const birth_date of [
      '1990/01/01',
      '01-01-1990',
      '1990-13-01',
      'yesterday',
      '1899-12-31',
    ]) {
      expect((await patch(access, { birth_date })).json().codes, birth_date).toEqual({
        birth_date: ['birth_date_invalid'],
      });
    }
  });

  it('refuses a birth date in the future by the server clock', async () => {
    const { access } = await registerUser(t.app);
    const day = (offset: number) =>
      new Date(t.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
    expect((await patch(access, { birth_date: day(0) })).statusCode).toBe(200);
    const future = await patch(access, { birth_date: day(2) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      codes: { birth_date: ['birth_date_in_future'] },
      birth_date: ['生年月日に未来の日付は指定できません。'],
    });
  });

  it('wrong types are `invalid` field errors', async () => {
    const { access } = await registerUser(t.app);
    const res = await patch(access, { bio: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().codes).toEqual({ bio: ['invalid'] });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile/',
      payload: { bio: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });
});
