import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSiteRow } from '../../src/client/db/catalogue-rows';
import {
  catalogueForCollecting,
  collectedVisitsFrom,
} from '../../src/client/features/device-collection/device-collection';
import { visitRowOf } from '../../src/client/sync/outbox-requests';
import type { Badge } from '../../src/shared/api/badges';
import type { CatalogueResponse } from '../../src/shared/api/catalogue';
import type { Visit } from '../../src/shared/api/visits';
import { evaluateBadges } from '../../src/shared/collecting/badges';
import { countCollection } from '../../src/shared/collecting/collection';
import { type AuthTestApp, bearer, startAuthTestApp } from './support/auth';
import { multipartForm } from './support/multipart';
import { api, type Member, member } from './support/social';

/**
 * The device evaluates badges over its local catalogue and visits with the very rules the
 * server awards them by (src/shared/collecting). Here both sides see the same visits, the
 * device's through the same conversions the app uses (catalogue rows, visit rows), and must
 * agree on every definition: earned or not, the date, and the progress.
 */
let t: AuthTestApp;
let catalogue: CatalogueResponse;
let photo: Buffer;
beforeAll(async () => {
  t = await startAuthTestApp();
  catalogue = (await t.app.inject('/api/heritage/catalogue/')).json();
  photo = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

async function recordMany(who: Member, count: number, seed: number) {
  const random = seeded(seed);
  const sites = [...catalogue.sites].sort(() => random() - 0.5).slice(0, count);
  for (const site of sites) {
    const codes = site.countries.flatMap((c) => (c.code ? [c.code.toLowerCase()] : []));
    const month = Math.floor(random() * 30);
    const fields: Record<string, string> = {
      visited_date: `${2027 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      rating: String(1 + Math.floor(random() * 5)),
      comment: random() < 0.4 ? '良い旅でした' : '',
      ...(codes.length > 1
        ? { country_code: codes[Math.floor(random() * codes.length)] ?? '' }
        : {}),
    };
    const withPhoto = random() < 0.15;
    const { payload, headers } = await multipartForm(
      fields,
      withPhoto ? { field: 'photos', name: 'p.jpg', type: 'image/jpeg', bytes: photo } : undefined,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/heritage/sites/${site.id}/visit/`,
      headers: { ...bearer(who.access), ...headers },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('the device and the server agree on every badge', () => {
  it.each([
    [3, 101],
    [40, 202],
    [260, 303],
  ])(
    'for a traveller with %i visits (seed %i)',
    async (count, seed) => {
      const who = await member(t);
      await recordMany(who, count, seed);
      const server = (await api(t, who, 'GET', '/badges/')).json() as Badge[];
      const visits = (await api(t, who, 'GET', '/heritage/visits/?page_size=5000')).json()
        .results as Visit[];
      expect(visits).toHaveLength(count);

      const deviceCatalogue = catalogueForCollecting(catalogue.sites.map(toSiteRow));
      const deviceVisits = collectedVisitsFrom(visits.map((v) => visitRowOf(who.id, v)));
      const device = evaluateBadges(deviceVisits, deviceCatalogue, {
        followers: 0,
        likesReceived: 0,
        commentsWritten: 0,
      });
      const serverById = new Map(server.map((b) => [b.id, b]));
      const disagreements = device.flatMap(({ definition, outcome }) => {
        const held = serverById.get(definition.id);
        const mine = {
          earned: outcome.earned,
          earned_at: outcome.earnedOn,
          current: outcome.current,
        };
        const theirs = {
          earned: held?.earned,
          earned_at: held?.earned_at,
          current: held?.progress.current,
        };
        return JSON.stringify(mine) === JSON.stringify(theirs)
          ? []
          : [{ id: definition.id, mine, theirs }];
      });
      expect(disagreements).toEqual([]);
      expect(server.filter((b) => b.earned).length).toBeGreaterThan(0);

      // And on the numbers every screen shows.
      const stats = (await api(t, who, 'GET', '/heritage/dashboard/stats/')).json();
      const counts = countCollection(deviceVisits, deviceCatalogue);
      expect(stats.user_stats).toMatchObject({
        visited_sites: counts.visitedSites,
        countries_visited: counts.countriesVisited,
        reviews_count: counts.reviewsCount,
        visited_by_type: counts.byType,
      });
    },
    120_000,
  );
});
