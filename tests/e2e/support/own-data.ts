import { expect, type Page } from '@playwright/test';
import type { Paged } from '../../../src/shared/api/paged';
import type { Visit } from '../../../src/shared/api/visits';
import type { WishlistItem } from '../../../src/shared/api/wishlist';
import { readStoredSession } from '../pages/stored-session';

/** A signed-in user's own list as the server has it (token from the page's stored session). */
async function ownList<T>(page: Page, path: string): Promise<T[]> {
  const session = await readStoredSession(page);
  const response = await page.request.get(path, {
    headers: { authorization: `Bearer ${session?.access}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Paged<T>).results;
}

export const serverVisits = (page: Page) => ownList<Visit>(page, '/api/heritage/visits/');
export const serverWishlist = (page: Page) => ownList<WishlistItem>(page, '/api/wishlist/');
