import type { MailMessage } from './mailer';

/** The languages the interface speaks; mails follow the one the person uses. */
export type MailLocale = 'ja' | 'en';

type Content = {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  after: string;
};

const VERIFY: Record<MailLocale, (name: string) => Content> = {
  ja: (name) => ({
    subject: '【Heritage Passport】メールアドレスの確認',
    greeting: `${name} さん、Heritage Passport へようこそ。`,
    lines: ['下のリンクを開いて、このメールアドレスがあなたのものであることを確認してください。'],
    action: 'メールアドレスを確認する',
    after:
      'このリンクは 24 時間有効で、1 回だけ使えます。心当たりのない場合は、このメールを破棄してください。',
  }),
  en: (name) => ({
    subject: '[Heritage Passport] Confirm your e-mail address',
    greeting: `Welcome to Heritage Passport, ${name}.`,
    lines: ['Open the link below to confirm that this e-mail address is yours.'],
    action: 'Confirm my e-mail address',
    after:
      'The link works once, for 24 hours. If you did not sign up, you can ignore this message.',
  }),
};

const RESET: Record<MailLocale, (name: string) => Content> = {
  ja: (name) => ({
    subject: '【Heritage Passport】パスワードの再設定',
    greeting: `${name} さん`,
    lines: [
      'パスワード再設定のご依頼を受け付けました。下のリンクから新しいパスワードを設定してください。',
    ],
    action: '新しいパスワードを設定する',
    after:
      'このリンクは 1 時間有効で、1 回だけ使えます。再設定すると、すべての端末でログアウトされます。ご依頼に心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
  }),
  en: (name) => ({
    subject: '[Heritage Passport] Reset your password',
    greeting: `Hello ${name},`,
    lines: ['We received a request to reset your password. Set a new one with the link below.'],
    action: 'Set a new password',
    after:
      'The link works once, for one hour. Resetting signs you out on every device. If you did not ask for this, ignore this message: your password stays as it is.',
  }),
};

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function compose(to: string, content: Content, link: string): MailMessage {
  const text = [content.greeting, '', ...content.lines, '', link, '', content.after, ''].join('\n');
  const paragraphs = [content.greeting, ...content.lines]
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.6; color: #1f2933">
${paragraphs}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(content.action)}</a></p>
<p style="font-size: 13px; color: #52606d">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #52606d">${escapeHtml(content.after)}</p>
</body></html>`;
  return { to, subject: content.subject, text, html };
}

export function verificationMail(
  locale: MailLocale,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return compose(to, VERIFY[locale](name), link);
}

export function passwordResetMail(
  locale: MailLocale,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return compose(to, RESET[locale](name), link);
}
