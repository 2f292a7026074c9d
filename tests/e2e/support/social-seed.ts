import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, newAccount } from '../pages/accounts';

/** A traveller made through the API, with the token to act as them. */
export type Traveller = { account: Account; id: number; access: string };

export async function registerTraveller(
  request: APIRequestContext,
  displayName: string,
): Promise<Traveller> {
  const account = newAccount(displayName);
  const response = await request.post('/api/auth/register/', {
    data: {
      username: account.username,
      email: account.email,
      password: account.password,
      display_name: account.displayName,
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { access: string; user: { id: number } };
  return { account, id: body.user.id, access: body.access };
}

/**
 * Records one visit per site for the traveller, in order, each with `comment(i)`: the feed
 * shows the last one first. A visit is one per user and site, so each post needs its own site.
 */
export async function postVisits(
  request: APIRequestContext,
  traveller: Traveller,
  siteIds: readonly number[],
  comment: (index: number) => string,
): Promise<void> {
  for (const [index, siteId] of siteIds.entries()) {
    const response = await request.post(`/api/heritage/sites/${siteId}/visit/`, {
      headers: { authorization: `Bearer ${traveller.access}` },
      data: { rating: 4, comment: comment(index), visited_date: '2025-04-01' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}
