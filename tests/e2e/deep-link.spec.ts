import { expect, test } from './support/test';

test('a deep link survives a reload', async ({ page }) => {
  // No traveller has this id: the profile screen answers with its not-found state.
  const notFound = page.getByRole('heading', { level: 1, name: 'ユーザーが見つかりません' });

  await page.goto('/users/999999999');
  await expect(notFound).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL('/users/999999999');
  await expect(notFound).toBeVisible();
  await expect(page).toHaveTitle('ユーザープロフィール | Heritage Passport');
});
