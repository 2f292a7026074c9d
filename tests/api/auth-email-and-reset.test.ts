import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../src/server/db/schema';
import {
  type AuthTestApp,
  bearer,
  freshIdentity,
  GOOD_PASSWORD,
  HOUR,
  loginAs,
  post,
  refreshWith,
  registerUser,
  startAuthTestApp,
} from './support/auth';
import { SmtpInbox, tokenOf } from './support/smtp-inbox';

let inbox: SmtpInbox;
let t: AuthTestApp;
beforeAll(async () => {
  inbox = await SmtpInbox.start();
  t = await startAuthTestApp({
    config: {
      smtpUrl: inbox.url,
      publicUrl: 'https://passport.example',
      mailFrom: 'HP <hp@example.com>',
    },
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const profileOf = async (access: string) =>
  (await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) })).json();
const verify = (token: string) => post(t.app, '/api/auth/email/verify/', { token });
const requestReset = (email: string, locale?: 'ja' | 'en') =>
  post(t.app, '/api/auth/password/reset/', { email, ...(locale && { locale }) });
const confirmReset = (token: string, new_password: string) =>
  post(t.app, '/api/auth/password/reset/confirm/', { token, new_password });

describe('e-mail verification', () => {
  it('registration mails a link in Japanese; the link proves the address once', async () => {
    const { user, access } = await registerUser(t.app);
    const mail = await inbox.nth(user.email ?? '', 1);
    expect(mail.subject).toBe('【Heritage Passport】メールアドレスの確認');
    expect(mail.text).toContain('24 時間有効');
    expect(mail.html).toContain('メールアドレスを確認する');
    expect(mail.link).toMatch(/^https:\/\/passport\.example\/verify-email\?token=[\w-]{43}$/);
    expect((await profileOf(access)).email_verified).toBe(false);

    const res = await verify(tokenOf(mail.link));
    expect(res.statusCode, res.body).toBe(204);
    expect((await profileOf(access)).email_verified).toBe(true);
    const again = await verify(tokenOf(mail.link));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('link_invalid');
  });

  it('sends the mail in English to someone who registered in English', async () => {
    const identity = freshIdentity();
    await post(t.app, '/api/auth/register/', {
      ...identity,
      password: GOOD_PASSWORD,
      locale: 'en',
    });
    const mail = await inbox.nth(identity.email, 1);
    expect(mail.subject).toBe('[Heritage Passport] Confirm your e-mail address');
  });

  it('refuses a link after 24 hours, and an unknown one', async () => {
    const { user } = await registerUser(t.app);
    const mail = await inbox.nth(user.email ?? '', 1);
    t.clock.advance(24 * HOUR + 1000);
    expect((await verify(tokenOf(mail.link))).json().code).toBe('link_invalid');
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
  });

  it('stores only a hash of the token', async () => {
    const { user } = await registerUser(t.app);
    const token = tokenOf((await inbox.nth(user.email ?? '', 1)).link);
    const rows = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('resends while unverified (202), sends nothing once verified (204), needs a session', async () => {
    const { user, access } = await registerUser(t.app);
    const first = await inbox.nth(user.email ?? '', 1);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/email/resend/', headers: bearer(access) });
    expect((await resend()).statusCode).toBe(202);
    const second = await inbox.nth(user.email ?? '', 2);
    expect(tokenOf(second.link)).not.toBe(tokenOf(first.link));
    expect((await verify(tokenOf(second.link))).statusCode).toBe(204);
    expect((await resend()).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/email/resend/' })).statusCode,
    ).toBe(401);
  });
});

describe('password reset', () => {
  it('answers 202 alike for a known and an unknown address, and mails only the known one', async () => {
    const { user } = await registerUser(t.app);
    await inbox.nth(user.email ?? '', 1); // the verification mail
    const unknown = freshIdentity().email;
    // A slow mail relay: an answer that waited for the mail would take these seconds.
    inbox.acceptDelayMs = 3_000;
    const timings: number[] = [];
    for (const address of [user.email ?? '', unknown]) {
      const started = performance.now();
      const res = await requestReset(address);
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('');
    }
    // Neither answer waits for the lookup, the token or the mail (a few milliseconds each
    // on an idle machine; the bound is loose for a loaded CI host, far below the relay's).
    expect(Math.max(...timings)).toBeLessThan(1_500);
    await t.settled();
    inbox.acceptDelayMs = 0;
    const mail = await inbox.nth(user.email ?? '', 2);
    expect(mail.subject).toBe('【Heritage Passport】パスワードの再設定');
    expect(mail.link).toMatch(/^https:\/\/passport\.example\/password-reset\?token=/);
    // Every mail the requests started has been sent once the app's background work settles.
    await t.settled();
    expect(inbox.to(unknown)).toHaveLength(0);
  });

  it('sets the new password once, ends every session and proves the address', async () => {
    const { user, access, refresh } = await registerUser(t.app);
    await inbox.nth(user.email ?? '', 1);
    await requestReset((user.email ?? '').toUpperCase(), 'en');
    const mail = await inbox.nth(user.email ?? '', 2);
    expect(mail.subject).toBe('[Heritage Passport] Reset your password');
    const token = tokenOf(mail.link);

    const weak = await confirmReset(token, '12345678');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().codes.new_password).toContain('password_numeric');

    const newPassword = 'Himeji castle 1993 white';
    expect((await confirmReset(token, newPassword)).statusCode).toBe(204);
    expect((await confirmReset(token, 'Another one 2024 x')).json().code).toBe('link_invalid');
    expect((await refreshWith(t.app, refresh)).statusCode).toBe(401);
    expect((await loginAs(t.app, user.username, GOOD_PASSWORD)).statusCode).toBe(401);
    const login = await loginAs(t.app, user.username, newPassword);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email_verified).toBe(true);
    expect((await profileOf(access)).id).toBe(user.id); // its access token lives out its minutes
  });

  it('refuses a reset link after an hour', async () => {
    const { user } = await registerUser(t.app);
    await inbox.nth(user.email ?? '', 1);
    await requestReset(user.email ?? '');
    const token = tokenOf((await inbox.nth(user.email ?? '', 2)).link);
    t.clock.advance(HOUR + 1000);
    expect((await confirmReset(token, 'Himeji castle 1993 white')).json().code).toBe(
      'link_invalid',
    );
  });

  it('ends the pre-account hijack: the owner resets, the squatter’s password stops working', async () => {
    // Someone registers the owner's address with a password of their own.
    const squatter = await registerUser(t.app);
    const address = squatter.user.email ?? '';
    await inbox.nth(address, 1);
    // The owner of the mailbox asks for a reset and sets their own password.
    await requestReset(address);
    const token = tokenOf((await inbox.nth(address, 2)).link);
    expect((await confirmReset(token, 'Owner of the box 2030')).statusCode).toBe(204);
    expect((await loginAs(t.app, squatter.user.username, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await refreshWith(t.app, squatter.refresh)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });
});
