import { eq } from 'drizzle-orm';
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
import { FakeGoogle, GOOGLE_TEST_CLIENT_ID } from './support/auth-google';

let google: FakeGoogle;
let t: AuthTestApp;
beforeAll(async () => {
  google = await FakeGoogle.start();
  t = await startAuthTestApp({
    config: { googleClientId: GOOGLE_TEST_CLIENT_ID, googleJwksUrl: google.jwksUrl },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signIn = (token: string) => post(t.app, '/api/auth/google/', { token });

/** A nonce from the server, as the page asks for one before showing Google's button. */
async function nonce(): Promise<string> {
  const res = await post(t.app, '/api/auth/google/nonce/', {});
  expect(res.statusCode).toBe(200);
  return res.json().nonce;
}

/** An ID token as Google returns it to this app's page: carrying the nonce the page got. */
async function idToken(...[claims, options]: Parameters<FakeGoogle['idToken']>) {
  return google.idToken({ nonce: await nonce(), ...claims }, options);
}

function googleUser(name = 'Ichiro Suzuki') {
  const { username, email } = freshIdentity('g');
  return { sub: `10${Math.floor(Math.random() * 1e15)}`, email, name, username };
}

describe('GET /api/auth/config/', () => {
  it('tells the client the Google client id', async () => {
    const res = await t.app.inject('/api/auth/config/');
    expect(res.json()).toEqual({ google_client_id: GOOGLE_TEST_CLIENT_ID });
  });
});

describe('POST /api/auth/google/', () => {
  it('creates the account on first use, then signs in to it', async () => {
    const person = googleUser();
    const token = await idToken(
      { sub: person.sub, email: person.email, name: person.name },
      { now: t.clock.now() },
    );
    const first = await signIn(token);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      is_new_user: true,
      access: expect.any(String),
      refresh: expect.any(String),
      user: { email: person.email, display_name: person.name },
    });
    expect(body.user.username).toMatch(/^Ichiro_Suzuki(_\d+)?$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row).toMatchObject({ googleSub: person.sub, passwordHash: null });
    const profile = await t.app.inject({ url: '/api/auth/profile/', headers: bearer(body.access) });
    expect(profile.json().id).toBe(body.user.id);

    const again = await signIn(
      await idToken({ sub: person.sub, email: person.email }, { now: t.clock.now() }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ is_new_user: false, user: { id: body.user.id } });
  });

  it('never signs in to a password account whose e-mail is unproven (pre-account hijack)', async () => {
    // Someone registers the victim's address with a password of their own…
    const attacker = await registerUser(t.app);
    const victimAddress = attacker.user.email ?? '';
    // …then the real owner of the address presses "Google でログイン".
    const res = await signIn(
      await idToken(
        { sub: googleUser().sub, email: victimAddress.toUpperCase(), name: 'Victim' },
        { now: t.clock.now() },
      ),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'account_exists',
      detail: expect.stringContaining('プロフィールページで Google アカウントを連携'),
    });
    expect(res.json()).not.toHaveProperty('access');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(row?.googleSub).toBeNull();
    // The attacker's password reaches only an account with no Google link: nothing the
    // victim does with Google ever lands in it.
    const attackerLogin = await loginAs(t.app, attacker.user.username, GOOD_PASSWORD);
    const profile = await t.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(attackerLogin.json().access),
    });
    expect(profile.json()).toMatchObject({ google_linked: false, email_verified: false });
  });

  it('links to an account whose holder proved the e-mail address, in any case', async () => {
    const { user } = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: t.clock.now() })
      .where(eq(users.id, user.id));
    const sub = googleUser().sub;
    const res = await signIn(
      await idToken(
        { sub, email: (user.email ?? '').toUpperCase(), name: 'Someone' },
        { now: t.clock.now() },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      is_new_user: false,
      user: { id: user.id, username: user.username, google_linked: true },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSub).toBe(sub);
  });

  it('marks the e-mail of an account Google created as proven', async () => {
    const person = googleUser();
    const res = await signIn(
      await idToken({ sub: person.sub, email: person.email }, { now: t.clock.now() }),
    );
    expect(res.json().user).toMatchObject({
      email_verified: true,
      google_linked: true,
      has_password: false,
    });
  });

  it('accepts the issuer without https:// as Google documents', async () => {
    const person = googleUser('太郎');
    const res = await signIn(
      await idToken(
        { iss: 'accounts.google.com', sub: person.sub, email: person.email, name: person.name },
        { now: t.clock.now() },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    // No ASCII in the name: the account name comes from the e-mail address.
    expect(res.json().user.username.toLowerCase()).toContain(person.username.toLowerCase());
  });

  it('refuses wrong audience, wrong issuer, expired, bad signature, unverified e-mail, garbage', async () => {
    const person = googleUser();
    const now = t.clock.now();
    const base = { sub: person.sub, email: person.email };
    const past = new Date(now.getTime() - 2 * 3600 * 1000);
    const cases: [string, string][] = [
      ['audience', await idToken({ ...base, aud: 'another-app' }, { now })],
      ['issuer', await idToken({ ...base, iss: 'https://evil.example.com' }, { now })],
      ['expired', await idToken(base, { now: past, lifetimeSeconds: 3600 })],
      ['signature', await idToken(base, { now, foreignKey: true })],
      ['email_verified false', await idToken({ ...base, email_verified: false }, { now })],
      ['email_verified missing', await idToken({ ...base, email_verified: undefined }, { now })],
      ['garbage', 'not.a.token'],
    ];
    for (const [label, token] of cases) {
      const res = await signIn(token);
      expect(res.statusCode, label).toBe(400);
      const body = res.json();
      expect(body.code, label).toBe('google_token_invalid');
      expect(body.error, label).toBe(body.detail);
    }
    const rows = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(rows).toHaveLength(0);
  });

  it('uses the server clock for expiry', async () => {
    const person = googleUser();
    const token = await idToken(
      { sub: person.sub, email: person.email },
      { now: t.clock.now(), lifetimeSeconds: 600 },
    );
    t.clock.advance(601 * 1000);
    expect((await signIn(token)).statusCode).toBe(400);
  });

  it('refuses to take over an account linked to another Google account', async () => {
    const first = googleUser();
    await signIn(await idToken({ sub: first.sub, email: first.email }, { now: t.clock.now() }));
    const res = await signIn(
      await idToken({ sub: googleUser().sub, email: first.email }, { now: t.clock.now() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('google_account_conflict');
  });
});

describe('POST and DELETE /api/auth/google/link/', () => {
  const link = (access: string, token: string) =>
    post(t.app, '/api/auth/google/link/', { token }, bearer(access));
  const unlink = (access: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/auth/google/link/', headers: bearer(access) });

  it('links Google to the signed-in account, which proves its address; sign-in then works', async () => {
    const { user, access } = await registerUser(t.app);
    const sub = googleUser().sub;
    const token = await idToken(
      { sub, email: user.email ?? '', name: 'Owner' },
      { now: t.clock.now() },
    );
    const res = await link(access, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, google_linked: true, email_verified: true });
    const again = await signIn(
      await idToken({ sub, email: user.email ?? '' }, { now: t.clock.now() }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(user.id);
  });

  it('links a Google account with another address without proving the account’s own', async () => {
    const { access } = await registerUser(t.app);
    const other = googleUser();
    const res = await link(
      access,
      await idToken({ sub: other.sub, email: other.email }, { now: t.clock.now() }),
    );
    expect(res.json()).toMatchObject({ google_linked: true, email_verified: false });
  });

  it('refuses a Google account linked elsewhere, and a second one; needs a session', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const sub = googleUser().sub;
    const token = () => idToken({ sub, email: first.user.email ?? '' }, { now: t.clock.now() });
    expect((await link(first.access, await token())).statusCode).toBe(200);
    const elsewhere = await link(second.access, await token());
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('google_account_conflict');
    const another = googleUser();
    const secondLink = await link(
      first.access,
      await idToken({ sub: another.sub, email: another.email }, { now: t.clock.now() }),
    );
    expect(secondLink.statusCode).toBe(409);
    const anonymous = await post(t.app, '/api/auth/google/link/', { token: await token() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('unlinks from an account with a password, and refuses while there is none', async () => {
    const { user, access } = await registerUser(t.app);
    const sub = googleUser().sub;
    await link(access, await idToken({ sub, email: user.email ?? '' }, { now: t.clock.now() }));
    const res = await unlink(access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().google_linked).toBe(false);

    const person = googleUser();
    const googleOnly = await signIn(
      await idToken({ sub: person.sub, email: person.email }, { now: t.clock.now() }),
    );
    const refused = await unlink(googleOnly.json().access);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('password_required');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, googleOnly.json().user.id));
    expect(row?.googleSub).toBe(person.sub);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers google_not_configured, and the config says null', async () => {
    const off = await startAuthTestApp({ database: t.database, clock: t.clock });
    try {
      const res = await post(off.app, '/api/auth/google/', { token: 'anything' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        detail: 'Google ログインは設定されていません。',
        code: 'google_not_configured',
        error: 'Google ログインは設定されていません。',
      });
      expect((await off.app.inject('/api/auth/config/')).json()).toEqual({
        google_client_id: null,
      });
    } finally {
      await off.close();
    }
  });
});

describe('when Google cannot be reached', () => {
  it('answers 503 google_unavailable, not a refusal of the token', async () => {
    const unreachable = await startAuthTestApp({
      database: t.database,
      clock: t.clock,
      config: { googleClientId: GOOGLE_TEST_CLIENT_ID, googleJwksUrl: 'http://127.0.0.1:1/certs' },
    });
    try {
      const person = googleUser();
      const token = await idToken({ sub: person.sub, email: person.email }, { now: t.clock.now() });
      const res = await post(unreachable.app, '/api/auth/google/', { token });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('google_unavailable');
    } finally {
      await unreachable.close();
    }
  });
});

describe('nonce', () => {
  const person = () => {
    const { sub, email } = googleUser();
    return { sub, email };
  };

  it('a token is accepted once with a nonce this server issued; again, or without one, it is refused', async () => {
    const token = await idToken(person(), { now: t.clock.now() });
    expect((await signIn(token)).statusCode).toBe(200);
    const replay = await signIn(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'google_token_invalid',
      error: 'Google ログインの確認の有効期限が切れました。もう一度お試しください。',
    });
    const bare = await google.idToken(person(), { now: t.clock.now() });
    expect((await signIn(bare)).json().code).toBe('google_token_invalid');
    const invented = await google.idToken(
      { ...person(), nonce: 'made-up' },
      { now: t.clock.now() },
    );
    expect((await signIn(invented)).json().code).toBe('google_token_invalid');
  });

  it('lives 10 minutes', async () => {
    const issued = await nonce();
    t.clock.advance(11 * 60 * 1000);
    const late = await google.idToken({ ...person(), nonce: issued }, { now: t.clock.now() });
    expect((await signIn(late)).json().code).toBe('google_token_invalid');
  });

  it('links only with a fresh nonce too', async () => {
    const { access } = await registerUser(t.app);
    const link = (token: string) =>
      post(t.app, '/api/auth/google/link/', { token }, bearer(access));
    const bare = await google.idToken(person(), { now: t.clock.now() });
    expect((await link(bare)).json().code).toBe('google_token_invalid');
    expect((await link(await idToken(person(), { now: t.clock.now() }))).statusCode).toBe(200);
  });

  it('are different each time, and issued without an account', async () => {
    const [a, b] = await Promise.all([nonce(), nonce()]);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });
});
