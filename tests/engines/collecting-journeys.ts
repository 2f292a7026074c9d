/**
 * Journey 7: where the traveller stands, in every engine of this tier: the ranking's types and
 * periods with their own row highlighted and counted from their recorded visits, the
 * dashboard's numbers equal to the profile's, and the ranking's last copy shown with its age
 * when the network is gone (docs/COUNTING.md). Runs after the journeys before it in the same
 * browser (the traveller is signed in; with `-t`, run it with 「register, log out and log in
 * again」).
 */
import { expect, it } from 'vitest';
import type { Visit } from '../../src/shared/api/visits';
import { press, seeAttribute, seeText } from './support/actions';
import type { EngineTab, Target } from './support/engine';
import { keepEvidence, type Suite } from './support/engine-suite';
import { run } from './support/in-page';
import { fetchCatalogue, recordVisitAs, serverVisits, siteNamed } from './support/server-api';
import { until } from './support/wait';

const catalogue = await fetchCatalogue();
/** Listed under France first, then Spain: the visit names the Spanish part. */
const montPerdu = siteNamed(catalogue, 'ペルデュ山');
const shirakami = siteNamed(catalogue, '白神山地');
/** Today where the server counts its periods (APP_TIME_ZONE, Asia/Tokyo by default). */
const todayInTokyo = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

const main: Target = { css: 'main' };
const ranking = {
  /** A type or period button. */
  toggle: (name: string): Target => ({ css: 'fieldset button', name, within: main }),
  myCard: { css: 'section', name: 'あなたの順位', within: main } satisfies Target,
  ownRow: { css: 'li[aria-current="true"]', within: main } satisfies Target,
  copyNotice: { css: '[role="status"]', name: /この端末に保存した内容/, within: main },
};

/** The numbers the server counts from a list of visits (docs/COUNTING.md), in one period. */
function countsOf(visits: readonly Visit[], datePrefix: string) {
  const counted = visits.filter((visit) => visit.visited_date.startsWith(datePrefix));
  return {
    sites: new Set(counted.map((visit) => visit.heritage_site.id)).size,
    countries: new Set(counted.flatMap((visit) => visit.country_code ?? [])).size,
    reviews: counted.filter((visit) => visit.comment.trim() !== '').length,
  };
}

/** The own row's texts, each element's own (the name without its 「あなた」 mark). */
function ownRowParts(tab: EngineTab): Promise<string[]> {
  return run(tab, () =>
    Array.from(document.querySelectorAll('main li[aria-current="true"] *'))
      .map((element) =>
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim(),
      )
      .filter(Boolean),
  );
}

async function seeOwnRow(tab: EngineTab, parts: string[]): Promise<void> {
  await until(
    `the own row to show ${parts.join(', ')}`,
    () => ownRowParts(tab),
    (shown) => parts.every((part) => shown.includes(part)),
    { tab },
  );
}

/** A stats list (the profile's and the dashboard's 「訪問の記録」): each term's value. */
async function statsOf(tab: EngineTab): Promise<Map<string, string>> {
  const pairs = await run(tab, () =>
    Array.from(document.querySelectorAll('main dt')).flatMap((term) => {
      const value = term.nextElementSibling;
      return value?.tagName === 'DD'
        ? [[(term.textContent ?? '').trim(), value.textContent ?? ''] as [string, string]]
        : [];
    }),
  );
  return new Map(pairs);
}

const SHARED_STATS = ['訪れた世界遺産', '訪れた国', '達成率'] as const;

export function collectingJourneys(suite: Suite): void {
  it('ranking, dashboard and profile agree with the recorded visits; offline the ranking shows its last copy with its age', async () => {
    keepEvidence(suite, 'ranking and dashboard');
    const { tab, network, account } = suite;
    // From another device: a visit of today and one of last year with a comment; all time
    // counts both, this year only the first.
    await recordVisitAs(account, shirakami.id, {
      rating: 5,
      comment: '',
      visited_date: todayInTokyo(),
    });
    await recordVisitAs(account, montPerdu.id, {
      rating: 4,
      comment: 'ブレッシュ・ド・ローランまで',
      visited_date: '2025-08-01',
      country_code: 'es',
    });
    const visits = await serverVisits(account);
    const thisYear = todayInTokyo().slice(0, 4);
    const allTime = countsOf(visits, '');
    const yearly = countsOf(visits, thisYear);
    expect(allTime.sites).toBe(yearly.sites + 1);

    // The profile counts on the server; the dashboard on the device, once it has the visit.
    await tab.goto('/profile');
    const onProfile = await until(
      'the profile to count every visit',
      () => statsOf(tab),
      (stats) =>
        stats.get('訪れた世界遺産') === `${allTime.sites}件` && /%/.test(stats.get('達成率') ?? ''),
      { tab, timeoutMs: 30_000 },
    );
    expect(onProfile.get('訪れた国')).toBe(`${allTime.countries}か国`);
    await tab.goto('/dashboard');
    await until(
      'the dashboard to show the profile’s numbers',
      () => statsOf(tab),
      (stats) => SHARED_STATS.every((label) => stats.get(label) === onProfile.get(label)),
      { tab, timeoutMs: 30_000 },
    );

    await tab.goto('/ranking');
    await seeAttribute(tab, ranking.toggle('訪問サイト数'), 'aria-pressed', 'true', 30_000);
    await seeText(tab, ranking.myCard, new RegExp(`スコア: ${allTime.sites} サイト$`));
    await seeAttribute(tab, ranking.ownRow, 'class', /ranking-row--self/);
    await seeOwnRow(tab, [
      account.displayName,
      'あなた',
      `@${account.username}`,
      `${allTime.sites} サイト`,
      `${allTime.countries} か国`,
      `レビュー ${allTime.reviews} 件`,
    ]);

    await press(tab, ranking.toggle('訪問国数'));
    await seeAttribute(tab, ranking.toggle('訪問国数'), 'aria-pressed', 'true');
    await seeText(tab, ranking.myCard, new RegExp(`スコア: ${allTime.countries} か国$`));
    await seeOwnRow(tab, [`${allTime.countries} か国`, `${allTime.sites} サイト`]);

    await press(tab, ranking.toggle('レビュー数'));
    await seeText(tab, ranking.myCard, new RegExp(`スコア: ${allTime.reviews} 件$`));

    await press(tab, ranking.toggle('訪問サイト数'));
    await press(tab, ranking.toggle('今年'));
    await seeAttribute(tab, ranking.toggle('今年'), 'aria-pressed', 'true');
    await seeText(tab, ranking.myCard, new RegExp(`スコア: ${yearly.sites} サイト$`));
    await seeOwnRow(tab, [`${yearly.sites} サイト`, `レビュー ${yearly.reviews} 件`]);

    // No network: the all-time board seen before comes back from the device, with its age.
    await network.goOffline();
    await press(tab, ranking.toggle('全期間'));
    await seeText(tab, ranking.copyNotice, /(たった今|\d+ 分前)の内容/, 30_000);
    await seeOwnRow(tab, [`${allTime.sites} サイト`, `${allTime.countries} か国`]);
    await network.goOnline();
  });
}
