import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { VisitForm } from './pages/visit-form';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { serverAsksToWait } from './support/server-refusal';
import { expect, test } from './support/test';

/**
 * docs/SYNC.md S9: a limit of the account reached (429) is a wait, never silent: the visit
 * shows the server's reason beside 「送信待ち」, and is sent once the server takes it again.
 */
test('a limit reached shows the server’s reason while the visit waits, then the visit is sent', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  await signedIn(page);
  const mapPage = new MapPage(page);
  const form = new VisitForm(await mapPage.openSite(kyoto));

  const reason = '写真のアップロードが多すぎます。しばらく待ってから自動で送信します。';
  const limit = await serverAsksToWait(page, '**/api/heritage/sites/*/visit/', reason, 2);
  await form.record.click();
  await expect(form.syncState(/送信待ち/)).toBeVisible();
  await expect(form.section.getByText(`理由: ${reason}`)).toBeVisible();
  await expect(form.syncState(/送信失敗/)).toHaveCount(0);

  await limit.stop();
  await expect(form.syncState(/送信済み/)).toBeVisible({ timeout: 30_000 });
  await expect(form.section.getByText(`理由: ${reason}`)).toHaveCount(0);
});
