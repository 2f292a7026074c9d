import type { Page } from '@playwright/test';

/*
 * Google Identity Services without Google: /api/auth/config/ is answered with a client id,
 * and https://accounts.google.com/gsi/client is a small fake script whose button hands over
 * a made-up ID token at once (nothing leaves the machine). The server's CSP allows Google's
 * origin only when a client id is configured, so a context using this ignores the CSP.
 */

const FAKE_GSI = `
window.google = { accounts: { id: {
  initialize(config) { window.__gsi = config; },
  renderButton(parent, options) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.text === 'signup_with' ? 'Googleで登録' : 'Googleでログイン';
    button.onclick = () => window.__gsi.callback({ credential: 'fake.google.id-token' });
    parent.append(button);
  },
} } };`;

/** The nonce the app last handed the (fake) Google Identity Services. */
export function gsiNonce(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as { __gsi?: { nonce?: string } }).__gsi?.nonce);
}

export async function fakeGoogle(page: Page): Promise<void> {
  await page.route('**/api/auth/config/', (route) =>
    route.fulfill({ json: { google_client_id: 'test-client.apps.googleusercontent.com' } }),
  );
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI }),
  );
}
