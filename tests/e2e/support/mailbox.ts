import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from '../../../playwright.config';

export type SentMail = { to: string; subject: string; text: string };

/** Mails the app sent to an address, oldest first, as the test SMTP server received them. */
function mailsTo(address: string): SentMail[] {
  return readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
    .map((name) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, name), 'utf8')) as SentMail)
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits for a mail to an address whose subject contains `subject`, and returns its app link. */
export async function linkInMail(address: string, subject: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = mailsTo(address).findLast((m) => m.subject.includes(subject));
      link = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
      return link;
    })
    .toBeDefined();
  return new URL(link as string);
}
