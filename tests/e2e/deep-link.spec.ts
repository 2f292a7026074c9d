import { expect, test } from './support/test';

test('a deep link survives a reload', async ({ page }) => {
  const profileHeading = page.getByRole('heading', { level: 1, name: 'ユーザープロフィール' });

  await page.goto('/users/42');
  await expect(profileHeading).toBeVisible();
  await expect(page.getByText('ユーザー #42 の訪問記録')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL('/users/42');
  await expect(profileHeading).toBeVisible();
  await expect(page).toHaveTitle('ユーザープロフィール | Heritage Passport');
});
