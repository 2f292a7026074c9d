import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { VisitForm } from './pages/visit-form';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { serverRefuses } from './support/server-refusal';
import { expect, test } from './support/test';

/** docs/SYNC.md S11: refused changes are listed in the header, on every screen, until handled. */
test('the header lists a refused change with its reason until it is discarded', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  await signedIn(page);
  const mapPage = new MapPage(page);
  const form = new VisitForm(await mapPage.openSite(kyoto));

  await serverRefuses(page, '**/api/heritage/sites/*/visit/', '記録できない世界遺産です。');
  await form.record.click();
  await expect(form.syncState(/送信失敗/)).toBeVisible();

  const banner = page.getByRole('banner');
  const failedButton = banner.getByRole('button', { name: '送信できなかった変更 1件' });
  await failedButton.click();
  await expect(failedButton).toHaveAttribute('aria-expanded', 'true');
  const panel = banner.getByRole('region', { name: '送信できなかった変更 1件' });
  await expect(panel).toContainText(`訪問の記録: ${kyoto.name}`);
  await expect(panel).toContainText('記録できない世界遺産です。');

  await panel.getByRole('button', { name: '取り消す' }).click();
  await expect(failedButton).toHaveCount(0);
  await expect(form.syncState(/送信失敗/)).toHaveCount(0);
  await expect(form.visitedBadge()).toBeHidden();
});
