import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

export type MailerOptions = {
  /** smtp:// or smtps:// with credentials; unset writes .eml files instead. */
  smtpUrl: string | undefined;
  from: string;
  /** Where the .eml files go when there is no SMTP server. */
  mailDir: string;
  log: FastifyBaseLogger;
};

/**
 * Account mail through nodemailer. With an SMTP server configured it sends;
 * without one (the embedded default) it writes each message as an .eml file
 * and logs where, so a person running the app alone can still open the link.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ file, to: message.to }, 'no SMTP_URL: mail written to a file');
    },
  };
}
