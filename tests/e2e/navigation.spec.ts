import { AppHeader } from './pages/app-header';
import { expect, test } from './support/test';

// Header link, address, the screen's heading, and its document title (SPEC.md §2).
const PUBLIC_SCREENS = [
  { link: '地図', path: '/map', heading: '世界遺産マップ', title: '地図' },
  { link: 'フィード', path: '/feed', heading: 'フィード', title: 'フィード' },
  { link: 'ユーザー検索', path: '/users/search', heading: 'ユーザー検索', title: 'ユーザー検索' },
  { link: 'ランキング', path: '/ranking', heading: 'ランキング', title: 'ランキング' },
] as const;

test.describe('header navigation on a desktop', () => {
  test('reaches every public screen', async ({ page }) => {
    const header = new AppHeader(page);
    await page.goto('/ranking');
    await expect(header.menuButton).toBeHidden();

    for (const screen of PUBLIC_SCREENS) {
      await header.navigateTo(screen.link);
      await expect(page).toHaveURL(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page).toHaveTitle(`${screen.title} | Heritage Passport`);
      await expect(header.link(screen.link)).toHaveAttribute('aria-current', 'page');
    }
  });

  test('offers log-in and sign-up, and no personal screens, to a visitor', async ({ page }) => {
    const header = new AppHeader(page);
    await page.goto('/map');
    await expect(header.banner.getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(header.banner.getByRole('link', { name: '新規登録' })).toBeVisible();
    for (const personal of ['ウィッシュリスト', 'バッジ', 'ダッシュボード', 'プロフィール']) {
      await expect(header.banner.getByRole('link', { name: personal })).toHaveCount(0);
    }
  });
});

test.describe('header navigation on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('reaches every public screen through the hamburger menu', async ({ page }) => {
    const header = new AppHeader(page);
    await page.goto('/ranking');
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.navigation).toBeHidden();

    for (const screen of PUBLIC_SCREENS) {
      await header.navigateTo(screen.link);
      await expect(page).toHaveURL(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      // Navigating closes the menu and brings focus to the new screen's content.
      await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(header.navigation).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
    }
  });

  test('closes the menu on a click outside it', async ({ page }) => {
    const header = new AppHeader(page);
    await page.goto('/feed');
    await header.openMenu();
    await expect(header.navigation).toBeVisible();
    await page.getByRole('main').click({ position: { x: 10, y: 400 } });
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.navigation).toBeHidden();
  });
});

test('an unknown address shows a Japanese not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Heritage Passport');
  await page.getByRole('link', { name: 'ホームに戻る' }).click();
  await expect(page).toHaveURL('/');
});
