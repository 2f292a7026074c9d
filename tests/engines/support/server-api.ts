/**
 * The server's side of a journey, asked directly (never through the switchable network):
 * the catalogue the expectations come from, and what an account has on the server.
 */
import type { CatalogueResponse, CatalogueSite } from '../../../src/shared/api/catalogue';
import type { Paged } from '../../../src/shared/api/paged';
import type { Visit } from '../../../src/shared/api/visits';
import type { WishlistItem } from '../../../src/shared/api/wishlist';
import { type Account, newAccount } from '../../e2e/pages/accounts';
import { APP_PORT } from './ports';

const api = (path: string) => `http://127.0.0.1:${APP_PORT}/api${path}`;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export async function fetchCatalogue(): Promise<CatalogueResponse> {
  return json(await fetch(api('/heritage/catalogue/')));
}

export function siteNamed(catalogue: CatalogueResponse, fragment: string): CatalogueSite {
  const site = catalogue.sites.find((s) => s.name.includes(fragment));
  if (!site) throw new Error(`no site named like ${fragment}`);
  return site;
}

export async function accessToken(account: Account): Promise<string> {
  const session = await json<{ access: string }>(
    await fetch(api('/auth/login/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }),
  );
  return session.access;
}

async function ownList<T>(account: Account, path: string): Promise<T[]> {
  const token = await accessToken(account);
  const page = await json<Paged<T>>(
    await fetch(api(path), { headers: { authorization: `Bearer ${token}` } }),
  );
  return page.results;
}

export const serverVisits = (account: Account) => ownList<Visit>(account, '/heritage/visits/');
export const serverWishlist = (account: Account) => ownList<WishlistItem>(account, '/wishlist/');

/** GET as the account; the answer's JSON. */
export async function asAccount<T>(account: Account, path: string): Promise<T> {
  const token = await accessToken(account);
  return json(await fetch(api(path), { headers: { authorization: `Bearer ${token}` } }));
}

/** Another traveller, signed up on the server, with one public post: their visit to a site. */
export async function travellerWithPost(
  displayName: string,
  siteId: number,
  comment: string,
): Promise<{ account: Account; id: number; postId: number }> {
  const account = newAccount(displayName);
  const registered = await json<{ access: string; user: { id: number } }>(
    await fetch(api('/auth/register/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: account.username,
        email: account.email,
        password: account.password,
        display_name: account.displayName,
      }),
    }),
  );
  const visit = await json<{ id: number }>(
    await fetch(api(`/heritage/sites/${siteId}/visit/`), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${registered.access}`,
      },
      body: JSON.stringify({ rating: 4, comment, visited_date: '2025-04-01' }),
    }),
  );
  return { account, id: registered.user.id, postId: visit.id };
}

/** A visit recorded by the account straight on the server (as another device of theirs would). */
export async function recordVisitAs(
  account: Account,
  siteId: number,
  body: { rating: number; comment: string; visited_date: string; country_code?: string },
): Promise<void> {
  const token = await accessToken(account);
  await json(
    await fetch(api(`/heritage/sites/${siteId}/visit/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
}
