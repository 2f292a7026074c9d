/**
 * Journey 6: the social and collecting changes a traveller makes with no network, in every
 * engine of this tier: a like and a follow given on the feed, and a badge earned by a visit,
 * each waiting on the device and sent once the network returns (docs/SYNC.md S18–S19; the
 * app's own triggers, as neither engine has Background Sync). Runs after coreJourneys in the
 * same browser (the traveller is signed in, the worker controls the page).
 */
import { expect, it } from 'vitest';
import { openPopup } from './journeys';
import { shell, waitingCount } from './pages/shell';
import { press, seeAttribute, seeText } from './support/actions';
import type { Target } from './support/engine';
import { keepEvidence, type Suite } from './support/engine-suite';
import { run } from './support/in-page';
import { asAccount, fetchCatalogue, siteNamed, travellerWithPost } from './support/server-api';
import { until } from './support/wait';

const catalogue = await fetchCatalogue();
const yakushima = siteNamed(catalogue, '屋久島');
/** Le Corbusier's works span seven countries: a first visit earns 「国境を越えて」. */
const corbusier = siteNamed(catalogue, 'ル・コルビュジエの建築作品');
const CROSSING_BORDERS = '国境を越えて';

type PostSeen = { is_liked: boolean; likes_count: number };
type ProfileSeen = { is_following: boolean; followers_count: number };

/** The feed card of the post about `siteName`, and its like and follow buttons. */
function feedCard(siteName: string) {
  const card: Target = { css: 'article', name: siteName, within: { css: 'main' } };
  return {
    card,
    like: { css: 'button', name: /^いいね \d+$/, within: card } satisfies Target,
    follow: { css: 'button', name: /^(フォローする|フォロー中)$/, within: card } satisfies Target,
  };
}

const badgeCard = (name: string): Target => ({ css: 'article', name, within: { css: 'main' } });

export function socialJourneys(suite: Suite): void {
  it('social offline: a like and a follow given on the feed wait on the device, and each reaches the server once', async () => {
    keepEvidence(suite, 'like and follow offline');
    const { tab, network, account } = suite;
    const author = await travellerWithPost('屋久島の旅人', yakushima.id, '縄文杉まで歩きました');
    await tab.goto('/feed');
    const { like, follow } = feedCard(yakushima.name);
    await seeAttribute(tab, like, 'aria-label', 'いいね 0', 30_000);

    await network.goOffline();
    await press(tab, like);
    await seeAttribute(tab, like, 'aria-pressed', 'true');
    await seeAttribute(tab, like, 'aria-label', 'いいね 1');
    await press(tab, follow);
    await seeAttribute(tab, follow, 'aria-pressed', 'true');
    await seeText(tab, shell.banner, waitingCount(2));

    await network.goOnline();
    const seen = await until(
      'the like and the follow to reach the server',
      async () => ({
        post: await asAccount<PostSeen>(account, `/social/posts/${author.postId}/`),
        author: await asAccount<ProfileSeen>(account, `/social/users/${author.id}/profile/`),
      }),
      (now) => now.post.is_liked && now.author.is_following,
      { tab, timeoutMs: 60_000 },
    );
    // Once each: a like or follow sent twice would still count one, so the counts say only
    // that nothing was undone; the header says nothing waits any more.
    expect(seen.post.likes_count).toBe(1);
    expect(seen.author.followers_count).toBe(1);
    await until(
      'nothing to wait on the device',
      () => headerText(tab),
      (text) => !text.includes('送信待ちの変更'),
      { tab, timeoutMs: 30_000 },
    );
  });

  it('a badge earned offline: shown as earned on this device and waiting, then confirmed by the server', async () => {
    keepEvidence(suite, 'badge offline');
    const { tab, network, account } = suite;
    // The collection read once online, so the device holds the server's copy.
    await tab.goto('/badges');
    await seeText(tab, badgeCard(CROSSING_BORDERS), '未獲得', 30_000);

    await network.goOffline();
    const popup = await openPopup(tab, corbusier);
    await press(tab, popup.star(5));
    await press(tab, popup.record);
    await seeText(tab, popup.visitedBadge, '訪問済み');
    await tab.goto('/badges');
    await seeText(tab, badgeCard(CROSSING_BORDERS), 'この端末で獲得・送信待ち');

    await network.goOnline();
    await until(
      `「${CROSSING_BORDERS}」 on the server`,
      () => asAccount<{ name: string }[]>(account, '/badges/my_badges/'),
      (held) => held.some((badge) => badge.name === CROSSING_BORDERS),
      { tab, timeoutMs: 60_000 },
    );
  });
}

/** The header's text (what waits shows there). */
function headerText(tab: Suite['tab']): Promise<string> {
  return run(tab, () => document.querySelector('header')?.textContent ?? '');
}
