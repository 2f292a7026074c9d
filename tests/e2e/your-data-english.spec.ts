import { signedIn } from './pages/accounts';
import { SiteFooter } from './pages/site-footer';
import { expect, test } from './support/test';

/** Export and import speak the traveller's language: every label, summary and result. */
test('in English, the export card and the import preview speak English', async ({ page }) => {
  await signedIn(page);
  await page.goto('/profile');
  await new SiteFooter(page).language('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const main = page.getByRole('main');
  const card = main.getByRole('region', { name: 'Export your data' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export my data' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);
  await expect(card.getByRole('status')).toContainText('Exported (');

  await card.getByRole('link', { name: 'Import visits from a CSV file' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Import visits' })).toBeVisible();
  await main
    .getByRole('textbox', { name: 'Or paste a list (one site per line)' })
    .fill('Himeji-jo');
  await main.getByRole('button', { name: 'Read' }).click();
  await expect(main.getByRole('heading', { level: 2 })).toContainText([
    '0 to import / 1 to check / 0 left out',
  ]);
  await main.getByLabel(/^Visit date for the 1 row without one/).fill('2023-03-03');
  await main.getByRole('button', { name: 'Import 1' }).click();
  await expect(main.getByRole('status').filter({ hasText: '1 visit recorded' })).toBeVisible();
});
