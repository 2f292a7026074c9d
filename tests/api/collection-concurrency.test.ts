import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildCollections } from '../../src/server/services/collection-rebuild-service';
import { type AuthTestApp, startAuthTestApp } from './support/auth';
import { api, member, siteIds } from './support/social';

/**
 * Counters and badges are recomputed from what each transaction sees. On PostgreSQL, changes
 * of one traveller sent at once (two devices, a batch beside a single call) run in parallel:
 * each must wait for the other and read again, or the last to commit writes counts missing
 * the other's visit. A full rebuild afterwards must find nothing to mend.
 */
let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

describe('changes of one traveller at the same time', () => {
  it('keep counters and badges whole: visits, removals and likes sent all at once', async () => {
    const traveller = await member(t);
    const fans = [await member(t), await member(t), await member(t)];
    const sites = await siteIds(t, 16);
    const first = await api(t, traveller, 'POST', `/heritage/sites/${sites[0]}/visit/`, {
      visited_date: '2030-01-01',
    });
    expect(first.statusCode, first.body).toBe(201);
    const postId = (first.json() as { id: number }).id;

    const answers = await Promise.all([
      ...sites.slice(1, 13).map((site, i) =>
        api(t, traveller, 'POST', `/heritage/sites/${site}/visit/`, {
          visited_date: `2030-0${(i % 3) + 1}-1${i % 9}`,
          comment: i % 2 === 0 ? '良かった' : '',
        }),
      ),
      api(t, traveller, 'DELETE', `/heritage/sites/${sites[0]}/unvisit/`),
      ...fans.map((fan) => api(t, fan, 'POST', `/social/follow/${traveller.id}/`)),
      ...fans.map((fan) => api(t, fan, 'POST', `/social/posts/${postId}/like/`)),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);

    const { differences } = await rebuildCollections(t.database.db, {
      now: t.clock.now(),
      timeZone: t.config.timeZone,
    });
    expect(differences).toEqual([]);
    const mine = await api(t, traveller, 'GET', '/heritage/my-ranking/?type=total_visits');
    expect(mine.json().score).toBe(12);
  });
});
