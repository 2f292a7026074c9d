import { signedIn } from './pages/accounts';
import { ImportPage } from './pages/import-page';
import { MapPage } from './pages/map-page';
import { ProfilePage } from './pages/profile-page';
import { ServiceWorkerState } from './pages/service-worker';
import { VisitForm } from './pages/visit-form';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { serverVisits } from './support/own-data';
import { expect, test } from './support/test';

/**
 * docs/EXPORT.md I1–I4 end to end, offline: a CSV with Japanese headers, one ambiguous and
 * one unknown row, and a row without a date is matched on the device, fixed in the preview,
 * recorded, shown on the map, and sent once the network returns.
 */
test('an import offline: fix the preview, the visits show on the map and are sent once online', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const himeji = siteNamed(catalogue, '姫路城');
  const kyoto = siteNamed(catalogue, '古都京都');
  const nara = siteNamed(catalogue, '古都奈良');
  await signedIn(page);
  await new ServiceWorkerState(page).waitUntilControlling();

  const profile = new ProfilePage(page);
  await profile.goto();
  await context.setOffline(true);
  await profile.dataExport.getByRole('link', { name: 'CSV から訪問記録を取り込む' }).click();
  const importPage = new ImportPage(page);
  await expect(importPage.heading).toBeVisible();

  const csv = [
    '遺産名,訪問日,評価,感想',
    '姫路城,2024/5/3,★★★★,白鷺城',
    'Historic Monuments of Ancient,2023-11-20,5,紅葉',
    'アトランティス,2020-01-01,3,',
    `${nara.id},,2,`,
  ].join('\r\n');
  await importPage.fileInput.setInputFiles({
    name: '旅の記録.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`),
  });
  await expect(importPage.summary).toHaveText(
    '取り込む 1 件 ／ 確認が必要 3 件 ／ 取り込まない 0 件',
  );

  // Line 3 could be Kyoto or Nara; line 4 is no site; line 5 has no date.
  await importPage.row(3).getByLabel('遺産を選ぶ').selectOption({ label: kyoto.name });
  await importPage.row(4).getByRole('button', { name: '取り込まない' }).click();
  await expect(importPage.confirm(2)).toHaveAttribute('aria-disabled', 'true');
  await importPage.defaultDate.fill('2022-08-01');
  await expect(importPage.summary).toHaveText(
    '取り込む 3 件 ／ 確認が必要 0 件 ／ 取り込まない 1 件',
  );
  await importPage.confirm(3).click();
  await expect(importPage.done).toContainText('3 件の訪問を記録しました');
  await expect(page.getByRole('banner').getByText('送信待ちの変更 3件')).toBeAttached();

  // The map shows the imported visit, waiting, with the CSV's stars.
  const form = new VisitForm(await new MapPage(page).openSite(himeji));
  await expect(form.visitedBadge()).toBeVisible();
  await expect(form.star(4)).toBeChecked();

  await context.setOffline(false);
  await expect(page.getByRole('banner').getByText(/送信待ちの変更/)).toHaveCount(0, {
    timeout: 20_000,
  });
  const sent = await serverVisits(page);
  expect(
    sent
      .map((v) => [v.heritage_site.id, v.visited_date, v.rating, v.comment])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  ).toEqual(
    [
      [himeji.id, '2024-05-03', 4, '白鷺城'],
      [kyoto.id, '2023-11-20', 5, '紅葉'],
      [nara.id, '2022-08-01', 2, ''],
    ].sort((a, b) => Number(a[0]) - Number(b[0])),
  );
});

test('a pasted list of names: sites already visited are left out unless chosen', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const himeji = siteNamed(catalogue, '姫路城');
  await signedIn(page);
  const importPage = new ImportPage(page);
  await importPage.goto();
  await importPage.pasteBox.fill(`姫路城\n${himeji.name}`);
  await importPage.readButton.click();
  await expect(importPage.summary).toHaveText(
    '取り込む 0 件 ／ 確認が必要 1 件 ／ 取り込まない 1 件',
  );
  await importPage.defaultDate.fill('2021-04-01');
  await importPage.confirm(1).click();
  await expect(importPage.done).toBeVisible();
  await expect.poll(async () => (await serverVisits(page)).length, { timeout: 20_000 }).toBe(1);

  // The same list again: the visited site is left out, unless the user asks to overwrite.
  await page.getByRole('button', { name: '別のファイルを取り込む' }).click();
  await importPage.pasteBox.fill('姫路城');
  await importPage.readButton.click();
  await expect(importPage.summary).toHaveText(
    '取り込む 0 件 ／ 確認が必要 0 件 ／ 取り込まない 1 件',
  );
  await page.getByLabel(/訪問済みの遺産 1 件も/).check();
  await expect(importPage.summary).toHaveText(
    '取り込む 0 件 ／ 確認が必要 1 件 ／ 取り込まない 0 件',
  );
});
