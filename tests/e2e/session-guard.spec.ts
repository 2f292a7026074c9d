import { expect, test } from './support/test';

test('a signed-in screen sends a visitor to the login page, replacing history', async ({
  page,
}) => {
  await page.goto('/map');
  await page.goto('/profile');

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await expect(page).toHaveTitle('ログイン | Heritage Passport');

  // /profile was replaced, so Back returns to where the visitor came from.
  await page.goBack();
  await expect(page).toHaveURL('/map');
});

test('every signed-in screen is guarded', async ({ page }) => {
  for (const path of ['/dashboard', '/wishlist', '/badges']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});
