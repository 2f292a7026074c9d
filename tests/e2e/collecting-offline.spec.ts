import { signedIn } from './pages/accounts';
import { BadgesPage, DashboardPage, statValue } from './pages/collecting-pages';
import { MapPage } from './pages/map-page';
import { ProfilePage } from './pages/profile-page';
import { ServiceWorkerState } from './pages/service-worker';
import { VisitForm } from './pages/visit-form';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { serverVisits } from './support/own-data';
import { expect, test } from './support/test';

/**
 * docs/COUNTING.md "On the device": with no signal, a visit completes a badge at once (marked
 * as waiting) and counts on the dashboard; once the network returns the server confirms it.
 * The site spans seven countries: the visit names the part visited.
 */
test('offline: a badge completed at a site shows as waiting, and is confirmed after reconnecting', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const corbusier = siteNamed(catalogue, 'ル・コルビュジエの建築作品');
  await signedIn(page);
  const badges = new BadgesPage(page);
  // The collection is read once online. Whether its copy is stored before the map opens or
  // not, offline both screens count the device's own visits.
  await badges.goto();
  const firstStep = badges.card('はじめの一歩');
  await expect(firstStep).toContainText('未獲得');

  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(corbusier);
  await new ServiceWorkerState(page).waitUntilControlling();

  await context.setOffline(true);
  const form = new VisitForm(popup);
  const country = popup.getByRole('combobox', { name: '訪れた国' });
  // The first listed state is offered first; the traveller was in the Japanese part.
  await expect(country).toHaveValue('ar');
  await country.selectOption({ label: '日本' });
  await form.record.click();
  await expect(form.visitedBadge()).toBeVisible();

  await badges.goto();
  await expect(firstStep).toContainText('この端末で獲得・送信待ち');
  await expect(badges.card('ニッポンの世界遺産')).toContainText('この端末で獲得・送信待ち');
  await expect(badges.card('国境を越えて')).toContainText('この端末で獲得・送信待ち');
  const [earned, total] = ((await badges.tally.textContent()) ?? '').match(/\d+/g) ?? [];

  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  // The dashboard's tally counts the badges waiting on this device, as /badges does, with or
  // without a stored copy of the badges.
  await expect(dashboard.main.getByText(`バッジ ${earned} / ${total} 個`)).toBeVisible();
  await expect(statValue(dashboard.stats, '訪れた世界遺産')).toHaveText(/^1\s*件$/);
  await expect(statValue(dashboard.stats, '訪れた国')).toHaveText(/^1\s*か国$/);
  await expect(dashboard.stats).toContainText('送信待ちの訪問 1 件も数えています');
  await expect(dashboard.countries).toContainText('日本');
  await expect(dashboard.countries).not.toContainText('アルゼンチン');
  // The profile counts as the dashboard does, the waiting visit included.
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(statValue(profile.stats, '訪れた世界遺産')).toHaveText(/^1\s*件$/);

  await badges.goto();
  await expect(firstStep).toContainText('この端末で獲得・送信待ち');
  await context.setOffline(false);
  await expect(firstStep).not.toContainText('送信待ち', { timeout: 20_000 });
  await expect(firstStep).toContainText('獲得');
  await expect(firstStep).not.toContainText('未獲得');
  const visits = await serverVisits(page);
  expect(visits.map((visit) => [visit.heritage_site.id, visit.country_code])).toEqual([
    [corbusier.id, 'jp'],
  ]);
});
