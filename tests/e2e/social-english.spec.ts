import { LoginPage } from './pages/login-page';
import { SiteFooter } from './pages/site-footer';
import { fetchCatalogue } from './support/catalogue';
import { postVisits, registerTraveller } from './support/social-seed';
import { expect, test } from './support/test';

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 9)}`;

/** The social screens in English: search, follow, a profile, the feed, a like and a comment. */
test('in English, a traveller finds someone, follows them, and likes and comments on their post', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const name = unique('Wanderer');
  const other = await registerTraveller(page.request, name);
  const comment = unique('english-post');
  const site = catalogue.sites[35];
  if (!site) throw new Error('the catalogue is too short');
  await postVisits(page.request, other, [site.id], () => comment);
  const me = await registerTraveller(page.request, unique('Reader'));
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');

  const main = page.getByRole('main');
  await page.goto('/users/search');
  await new SiteFooter(page).language('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('region', { name: 'Popular users' })).toBeVisible();
  await main.getByRole('searchbox', { name: 'Search users' }).fill(name);
  const card = main
    .getByRole('region', { name: `Results for “${name}”` })
    .getByRole('article', { name, exact: true });
  await expect(card).toContainText('0 followers');
  await expect(card).toContainText('1 post');
  await card.getByRole('button', { name: 'Follow' }).click();
  await expect(card.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // One of anything is singular.
  await expect(card).toContainText('1 follower');
  await expect(card).not.toContainText('1 followers');

  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/users/${other.id}`);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name}’s profile | Heritage Passport`);
  await expect(main.getByRole('tablist', { name: 'Profile' })).toBeVisible();

  await page.goto('/feed?tab=following');
  await expect(main.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  const post = main.getByRole('article').filter({ hasText: comment });
  await expect(post).toContainText('Visited');
  // The site and its country in English, as the map shows them.
  await expect(post).toContainText(site.name_en);
  await expect(post).toContainText(site.countries.map((c) => c.name_en).join(', '));
  await expect(post).not.toContainText(site.country);
  await expect(post).toContainText('4 stars');
  await post.getByRole('button', { name: 'Like 0' }).click();
  await expect(post.getByRole('button', { name: 'Like 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await post.getByRole('button', { name: '0 comments' }).click();
  const thread = post.getByRole('region', { name: 'Comments' });
  await thread.getByRole('textbox', { name: 'Comment' }).fill('What a place!');
  await thread.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(thread.getByRole('article').filter({ hasText: 'What a place!' })).toBeVisible();
  await expect(post.getByRole('button', { name: '1 comment', exact: true })).toBeVisible();
});
