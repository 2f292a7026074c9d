import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { LoginPage } from './login-page';

/** A fresh account for one test: names and addresses never collide across tests or runs. */
export type Account = { username: string; email: string; password: string; displayName: string };

export function newAccount(displayName = '旅する太郎'): Account {
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  return {
    username: `e2e_${id}`,
    email: `e2e-${id}@example.test`,
    // Long and unusual: passes every server password rule.
    password: `Heritage-${id}-Passport`,
    displayName,
  };
}

/** Creates the account through the API (the registration screen has its own tests). */
export async function createAccount(request: APIRequestContext, account = newAccount()) {
  const response = await request.post('/api/auth/register/', {
    data: {
      username: account.username,
      email: account.email,
      password: account.password,
      display_name: account.displayName,
    },
  });
  expect(response.status()).toBe(201);
  return account;
}

/** A new account, signed in through the login screen; the browser ends on /map. */
export async function signedIn(page: Page, account?: Account): Promise<Account> {
  const created = await createAccount(page.request, account);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(created.email, created.password);
  await expect(page).toHaveURL('/map');
  return created;
}
