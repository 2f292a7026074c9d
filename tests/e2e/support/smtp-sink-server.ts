/**
 * The browser tests' mail server: a real SMTP server (the `smtp-server` package) that the
 * app under test sends to, started by playwright.config.ts beside the app. Each mail is
 * written as JSON to E2E_MAIL_DIR, where tests read it (tests/e2e/support/mailbox.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR ?? '.tmp/e2e-mail';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let serial = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        serial += 1;
        const file = path.join(dir, `${Date.now()}-${serial}.json`);
        writeFileSync(
          file,
          JSON.stringify({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          }),
        );
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1');
