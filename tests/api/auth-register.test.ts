import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { FIELD_ERROR_CODES } from '../../src/shared/api/auth';
import {
  type AuthTestApp,
  freshIdentity,
  GOOD_PASSWORD,
  post,
  registerUser,
  startAuthTestApp,
} from './support/auth';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

const register = (body: object) => post(t.app, '/api/auth/register/', body);

/** The field errors of a 400, as {field: codes}, after checking messages and codes pair up. */
async function fieldCodes(body: object): Promise<Record<string, string[]>> {
  const res = await register(body);
  expect(res.statusCode, res.body).toBe(400);
  const json = res.json();
  expect(json.code).toBe('invalid');
  expect(json.detail).toEqual(expect.any(String));
  for (const [field, codes] of Object.entries(json.codes as Record<string, string[]>)) {
    expect(json[field]).toHaveLength(codes.length);
    for (const code of codes) expect(FIELD_ERROR_CODES).toContain(code);
  }
  return json.codes;
}

describe('POST /api/auth/register/ shapes', () => {
  it('accepts {username, email, password} and answers 201 {user, access, refresh}', async () => {
    const id = freshIdentity();
    const res = await register({ ...id, password: GOOD_PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      username_generated: false,
      user: {
        id: expect.any(Number),
        username: id.username,
        email: id.email,
        display_name: '',
        full_name: id.username,
        profile_picture: null,
        bio: '',
        location: '',
        website: '',
        birth_date: null,
        posts_count: 0,
        total_visits: 0,
        countries_visited: 0,
        followers_count: 0,
        following_count: 0,
        is_following: false,
      },
    });
    expect(new Date(body.user.joined_date).toISOString()).toBe(body.user.joined_date);
  });

  it('accepts {display_name, email, password, password_confirm} and derives the account name', async () => {
    const { email } = freshIdentity();
    const res = await register({
      display_name: 'Hanako Sato',
      email,
      password: GOOD_PASSWORD,
      password_confirm: GOOD_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.username_generated).toBe(true);
    expect(body.user.username).toMatch(/^Hanako_Sato(_\d+)?$/);
    expect(body.user.display_name).toBe('Hanako Sato');
    expect(body.user.full_name).toBe('Hanako Sato');
  });

  it('stores the password as Argon2id with m=19456, t=2, p=1', async () => {
    const { user } = await registerUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(GOOD_PASSWORD);
  });
});

describe('derived account names', () => {
  const valid = /^[A-Za-z0-9_]{3,30}$/;

  it('takes the ASCII of the display name, else the e-mail local part, else user+digits', async () => {
    const ascii = await registerUser(t.app, {
      username: undefined,
      display_name: 'Ｋｅｎ-ichi.Mori!',
    });
    expect(ascii.user.username).toMatch(/^Ken_ichi_Mori(_\d+)?$/);

    const id = freshIdentity('mail');
    const japanese = await registerUser(t.app, {
      username: undefined,
      display_name: '山田 太郎',
      email: `taro.yamada+${id.username}@example.com`,
    });
    expect(japanese.user.username).toMatch(valid);
    expect(japanese.user.username.startsWith('taro_yamada_')).toBe(true);

    const bare = await registerUser(t.app, {
      username: undefined,
      display_name: '花子',
      email: `hk@${id.username}.example.com`,
    });
    expect(bare.user.username).toMatch(/^user\d{6}$/);
  });

  it('are unique ignoring case and at most 30 characters', async () => {
    const long = 'A'.repeat(40);
    const names: string[] = [];
    for (const displayName of [long, long.toLowerCase(), long, 'Ab', 'ab']) {
      const { user } = await registerUser(t.app, {
        username: undefined,
        display_name: displayName,
      });
      names.push(user.username);
    }
    for (const name of names) expect(name).toMatch(valid);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect(names[0]).toBe('A'.repeat(30));
  });

  it('stay unique when several people with the same name register at once', async () => {
    const { username: name } = freshIdentity('same');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        register({ display_name: name, email: freshIdentity().email, password: GOOD_PASSWORD }),
      ),
    );
    const names = responses.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return r.json().user.username as string;
    });
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(5);
    expect(names).toContain(name);
  });

  it('are unique when the base is already taken as a chosen name', async () => {
    const { username } = freshIdentity('taken');
    await registerUser(t.app, { username: username.toUpperCase() });
    const { user } = await registerUser(t.app, { username: undefined, display_name: username });
    expect(user.username.toLowerCase()).not.toBe(username.toLowerCase());
    expect(user.username.startsWith(`${username}_`)).toBe(true);
  });
});

describe('registration rules answer coded field errors', () => {
  it('username: invalid characters or length → username_invalid', async () => {
    // Over 30 characters is refused by the schema's bound (auth-input-bounds.test.ts).
    for (const username of ['ab', 'taro yamada', 'たろう', 'taro-y', 'a@b.c']) {
      const { email } = freshIdentity();
      expect(await fieldCodes({ username, email, password: GOOD_PASSWORD })).toEqual({
        username: ['username_invalid'],
      });
    }
    const res = await register({
      username: 'x!',
      ...{ email: freshIdentity().email },
      password: GOOD_PASSWORD,
    });
    expect(res.json().username).toEqual([
      'アカウント名は半角英数字とアンダースコア（_）の3〜30文字で入力してください。',
    ]);
  });

  it('username: taken ignoring case → username_taken', async () => {
    const { user } = await registerUser(t.app);
    const res = await register({
      username: user.username.toUpperCase(),
      email: freshIdentity().email,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      username: ['このアカウント名は既に使用されています。別のアカウント名をお試しください。'],
      codes: { username: ['username_taken'] },
    });
  });

  it('email: malformed → email_invalid; taken ignoring case → email_taken', async () => {
    for (const email of ['no-at-sign', 'a@', '@example.com', 'a b@example.com']) {
      const codes = await fieldCodes({
        username: freshIdentity().username,
        email,
        password: GOOD_PASSWORD,
      });
      expect(codes).toEqual({ email: ['email_invalid'] });
    }
    const { user } = await registerUser(t.app);
    const res = await register({
      username: freshIdentity().username,
      email: user.email?.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(res.json()).toMatchObject({
      email: ['このメールアドレスは既に登録されています。'],
      codes: { email: ['email_taken'] },
    });
  });

  it('password: too short, numeric, common, too similar', async () => {
    const id = freshIdentity('pw');
    const check = (password: string) => fieldCodes({ ...id, password });
    expect(await check('Ab1!xyz')).toEqual({ password: ['password_too_short'] });
    expect(await check('73920561')).toEqual({ password: ['password_numeric'] });
    expect(await check('12345678')).toEqual({
      password: ['password_too_common', 'password_numeric'],
    });
    expect(await check('password')).toEqual({ password: ['password_too_common'] });
    expect(await check('Sunshine1 ')).toEqual({ password: ['password_too_common'] });
    expect(await check(`${id.username}2024!`)).toEqual({ password: ['password_too_similar'] });
    // Not containing the name, but close to it (similarity ratio ≥ 0.7).
    expect(await check(`${id.username.slice(0, -1)}Z!`)).toEqual({
      password: ['password_too_similar'],
    });

    const res = await register({ ...freshIdentity(), password: '1234567' });
    expect(res.json().password).toEqual([
      'パスワードは8文字以上で入力してください。',
      'より複雑なパスワードを設定してください。',
      'パスワードを数字だけにすることはできません。',
    ]);
  });

  it('password: similar to the e-mail local part or the display name', async () => {
    const similarEmail = await fieldCodes({
      display_name: 'x',
      email: 'kyoto.traveller@example.com',
      password: 'kyototraveller',
    });
    expect(similarEmail).toEqual({ password: ['password_too_similar'] });
    const similarName = await fieldCodes({
      display_name: 'Matsuo Basho',
      email: freshIdentity().email,
      password: 'matsuobasho!',
    });
    expect(similarName).toEqual({ password: ['password_too_similar'] });
  });

  it('password_confirm must equal password when sent', async () => {
    const res = await register({
      display_name: 'x',
      email: freshIdentity().email,
      password: GOOD_PASSWORD,
      password_confirm: `${GOOD_PASSWORD}?`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      password_confirm: ['パスワードが一致しません'],
      codes: { password_confirm: ['password_mismatch'] },
    });
  });

  it('display_name: at most 50 characters (counted as characters, not bytes)', async () => {
    const fifty = '世'.repeat(50);
    const ok = await register({
      display_name: fifty,
      email: freshIdentity().email,
      password: GOOD_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const codes = await fieldCodes({
      display_name: `${fifty}界`,
      email: freshIdentity().email,
      password: GOOD_PASSWORD,
    });
    expect(codes).toEqual({ display_name: ['display_name_too_long'] });
  });

  it('missing members are `required`; wrong types `invalid`; all errors come at once', async () => {
    expect(await fieldCodes({})).toEqual({ email: ['required'], password: ['required'] });
    expect(await fieldCodes({ email: '', password: '' })).toEqual({
      email: ['required'],
      password: ['required'],
    });
    expect(await fieldCodes({ email: 42, password: GOOD_PASSWORD })).toEqual({
      email: ['invalid'],
    });
    const all = await fieldCodes({
      username: 'no',
      email: 'nope',
      password: '1234',
      password_confirm: '12345',
      display_name: 'x'.repeat(51),
    });
    expect(Object.keys(all).sort()).toEqual(
      ['display_name', 'email', 'password', 'password_confirm', 'username'].sort(),
    );
  });

  it('creates nothing when any rule fails', async () => {
    const { username, email } = freshIdentity();
    await fieldCodes({ username, email, password: 'short' });
    const rows = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(rows).toHaveLength(0);
  });
});
