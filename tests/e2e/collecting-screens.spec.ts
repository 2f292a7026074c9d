import type { Page } from '@playwright/test';
import { formatDate } from '../../src/client/i18n/format';
import { BadgesPage, DashboardPage, RankingPage, statValue } from './pages/collecting-pages';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { expectNoSeriousViolations } from './support/axe';
import { fetchCatalogue } from './support/catalogue';
import {
  badgesOf,
  countriesOf,
  dayThisMonthInJapan,
  postDatedVisits,
  singleCountrySites,
} from './support/collecting-seed';
import { registerTraveller, type Traveller } from './support/social-seed';
import { expect, test } from './support/test';

/** A display name no other test (or run) uses. */
const uniqueName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

async function logIn(page: Page, traveller: Traveller): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(traveller.account.email, traveller.account.password);
  await expect(page).toHaveURL('/map');
}

test('ranking: type and period switch the numbers, the own row is highlighted, offline shows the last copy', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  // More sites than any other test's traveller visits, so the top 50 of all time holds them.
  const sites = singleCountrySites(catalogue, 24);
  const countries = countriesOf(sites);
  const thisMonth = dayThisMonthInJapan();
  const name = uniqueName('番付');
  const me = await registerTraveller(page.request, name);
  await postDatedVisits(
    page.request,
    me,
    sites.map((site, i) => ({
      siteId: site.id,
      // Two visits long ago: all time counts 24 sites, this year and this month 22.
      visitedDate: i < 2 ? '2025-04-01' : thisMonth,
      comment: i >= 2 && i < 7 ? `感想 ${i}` : '',
    })),
  );
  await logIn(page, me);

  const ranking = new RankingPage(page);
  await ranking.goto();
  await expect(ranking.heading).toBeVisible();
  await expect(ranking.type('訪問サイト数')).toHaveAttribute('aria-pressed', 'true');
  await expect(ranking.period('全期間')).toHaveAttribute('aria-pressed', 'true');
  await expect(ranking.myCard).toContainText('24 サイト');
  await expect(ranking.ownRow).toHaveCount(1);
  await expect(ranking.ownRow).toContainText(name);
  await expect(ranking.ownRow).toContainText(`@${me.account.username}`);
  await expect(ranking.ownRow).toContainText('24 サイト');
  await expect(ranking.ownRow).toContainText(`${countries} か国`);
  await expect(ranking.ownRow).toContainText('レビュー 5 件');
  await expect(ranking.ownRow.getByRole('link')).toHaveAttribute('href', `/users/${me.id}`);
  // The first three stand out with a medal read as their rank.
  await expect(ranking.rows.first()).toContainText('1 位');

  await ranking.type('訪問国数').click();
  await expect(page).toHaveURL('/ranking?type=countries_visited');
  await expect(ranking.type('訪問国数')).toHaveAttribute('aria-pressed', 'true');
  await expect(ranking.type('訪問サイト数')).toHaveAttribute('aria-pressed', 'false');
  await expect(ranking.myCard).toContainText(`${countries} か国`);
  await expect(ranking.ownRow).toContainText('24 サイト'); // now the secondary figure

  await ranking.type('レビュー数').click();
  await expect(ranking.myCard).toContainText('5 件');
  await expect(ranking.ownRow).toContainText('5 件');
  await expect(ranking.ownRow).not.toContainText('レビュー');

  await ranking.type('訪問サイト数').click();
  await ranking.period('今年').click();
  await expect(page).toHaveURL('/ranking?period=yearly');
  await expect(ranking.myCard).toContainText('22 サイト');
  await ranking.period('今月').click();
  await expect(ranking.period('今月')).toHaveAttribute('aria-pressed', 'true');
  await expect(ranking.myCard).toContainText('22 サイト');
  await expect(
    ranking.main.getByRole('heading', { level: 2, name: /年\d+月の集計$/ }),
  ).toBeVisible();

  // How each number is counted, on request.
  await ranking.howCounted.click();
  await expect(ranking.main.getByText(/同じ世界遺産は何度訪れても 1 サイト/)).toBeVisible();

  // Offline: the all-time board seen at first shows again, with its age.
  await context.setOffline(true);
  await ranking.period('全期間').click();
  await expect(ranking.copyNotice()).toContainText('オフラインのため');
  await expect(ranking.ownRow).toContainText('24 サイト');
  await context.setOffline(false);
});

test('badges: earned and unearned cards, the filter, and the check for new badges', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const me = await registerTraveller(page.request, uniqueName('収集家'));
  await postDatedVisits(
    page.request,
    me,
    singleCountrySites(catalogue, 6).map((site) => ({
      siteId: site.id,
      visitedDate: '2025-04-01',
    })),
  );
  const answer = await badgesOf(page.request, me);
  const earned = answer.filter((b) => b.earned);
  const firstEarned = earned[0];
  const nextVisits = answer
    .filter((b) => !b.earned && b.id.startsWith('visits'))
    .sort((a, b) => a.progress.target - b.progress.target)[0];
  expect(firstEarned).toBeDefined();
  expect(nextVisits).toBeDefined();
  if (!firstEarned || !nextVisits) return;
  await logIn(page, me);

  const badges = new BadgesPage(page);
  await badges.goto();
  await expect(badges.heading).toBeVisible();
  await expect(badges.tally).toHaveText(`${earned.length} / ${answer.length} 個獲得`);
  await expect(badges.card(firstEarned.name)).toContainText(
    `${formatDate(firstEarned.earned_at ?? '', 'ja')}に獲得`,
  );
  const unearned = badges.card(nextVisits.name);
  await expect(unearned).toContainText('未獲得');
  await expect(unearned).toContainText(
    `あと ${nextVisits.progress.target - nextVisits.progress.current} サイト`,
  );

  await badges.filter('獲得済み').click();
  await expect(badges.filter('獲得済み')).toHaveAttribute('aria-pressed', 'true');
  await expect(badges.cards).toHaveCount(earned.length);
  await badges.filter('未獲得').click();
  await expect(badges.cards).toHaveCount(answer.length - earned.length);
  await expect(badges.card(firstEarned.name)).toHaveCount(0);
  await badges.filter('すべて').click();
  await expect(badges.cards).toHaveCount(answer.length);

  await badges.check.click();
  await expect(badges.message(/^[1-9]\d*個の新しいバッジを獲得しました！/)).toBeVisible();
  await badges.check.click();
  await expect(badges.message('まだ新しいバッジはありません')).toBeVisible();
});

test('dashboard: its numbers equal the profile’s; achievements, recent visits and countries', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const single = catalogue.sites.filter((s) => !s.transboundary && s.countries.length === 1);
  const cultural = single.find((s) => s.heritage_type === 'cultural');
  const natural = single.find((s) => s.heritage_type === 'natural');
  const third = single.find((s) => s !== cultural && s !== natural);
  if (!cultural || !natural || !third) throw new Error('catalogue lacks the sites this needs');
  const me = await registerTraveller(page.request, uniqueName('まとめ'));
  await postDatedVisits(page.request, me, [
    { siteId: cultural.id, visitedDate: '2025-04-01' },
    { siteId: natural.id, visitedDate: '2025-05-01' },
    { siteId: third.id, visitedDate: '2025-06-01', comment: 'また来たい' },
  ]);
  await logIn(page, me);

  const profile = new ProfilePage(page);
  await profile.goto();
  const labels = ['訪れた世界遺産', '訪れた国', '達成率'] as const;
  // The completion shows a dash until the statistics arrive.
  await expect(statValue(profile.stats, '達成率')).toContainText('%');
  const onProfile = await Promise.all(
    labels.map((label) => statValue(profile.stats, label).textContent()),
  );
  expect(onProfile[0]).toBe('3件');

  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.heading).toBeVisible();
  for (const [i, label] of labels.entries()) {
    await expect(statValue(dashboard.stats, label)).toHaveText(onProfile[i] ?? '');
  }
  await expect(statValue(dashboard.stats, 'レビュー')).toHaveText('1件');

  const achieved = dashboard.achievements.getByRole('listitem').filter({ hasText: '達成' });
  await expect(achieved.filter({ hasText: '最初の一歩' })).toHaveCount(1);
  await expect(achieved.filter({ hasText: '多様性' })).toHaveCount(1);
  await expect(
    dashboard.achievements.getByRole('listitem').filter({ hasText: '探検家' }),
  ).toContainText('3 / 5');
  await expect(dashboard.main.getByText(/^次のレベル「.+」まで あと \d+ サイト$/)).toBeVisible();

  const recent = dashboard.recentVisits.getByRole('listitem');
  await expect(recent).toHaveCount(3);
  await expect(recent.first()).toContainText(third.name);
  await expect(dashboard.countries).toContainText(
    `${countriesOf([cultural, natural, third])} か国`,
  );
  // The visited sites on a small world map: the land, the borders and a dot for each.
  const map = dashboard.countries.getByRole('img', { name: '訪れた 3 か所の世界地図' });
  await expect(map.locator('path')).toHaveCount(2);
  await expect(map.locator('circle')).toHaveCount(3);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the three screens with content fit the phone and pass axe', async ({ page }) => {
    const catalogue = await fetchCatalogue(page.request);
    const me = await registerTraveller(page.request, uniqueName('とても長い名前の旅人さん'));
    await postDatedVisits(
      page.request,
      me,
      singleCountrySites(catalogue, 5).map((site, i) => ({
        siteId: site.id,
        visitedDate: dayThisMonthInJapan(),
        comment: i === 0 ? 'すばらしい眺め' : '',
      })),
    );
    await logIn(page, me);
    for (const path of ['/ranking', '/badges', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: '読み込み中' }),
      ).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${path} is wider than the phone`,
        })
        .toBe(360);
      await expectNoSeriousViolations(page, `${path} (phone, with content)`);
    }
  });
});
