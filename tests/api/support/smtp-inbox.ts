import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link of the text part that goes to the app. */
  link: string | undefined;
};

function received(mail: ParsedMail): ReceivedMail {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  const text = mail.text ?? '';
  return {
    to: to?.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    link: /https?:\/\/\S+/.exec(text)?.[0],
  };
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): the app
 * sends to it over TCP with nodemailer exactly as to a production relay, and
 * tests read what arrived.
 */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  /** How long the server takes to accept each mail: a slow relay, for timing tests. */
  acceptDelayMs = 0;

  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(): Promise<SmtpInbox> {
    let inbox: SmtpInbox | undefined;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            await new Promise((resolve) => setTimeout(resolve, inbox?.acceptDelayMs ?? 0));
            inbox?.mails.push(received(mail));
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    inbox = new SmtpInbox(server, `smtp://127.0.0.1:${port}`);
    return inbox;
  }

  /** The mails to an address so far. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }

  /** Waits (up to 5 s) for the n-th mail to an address and returns it. */
  async nth(address: string, n: number): Promise<ReceivedMail> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mail = this.to(address)[n - 1];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail #${n} to ${address} within 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The token of an app link (…?token=…). */
export function tokenOf(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
