import { describe, expect, it } from 'vitest';
import { BADGE_CATEGORIES } from '../../../../src/shared/collecting/badge-categories';
import {
  BADGE_DEFINITIONS,
  type BadgeDefinition,
} from '../../../../src/shared/collecting/badge-definitions';
import { largestSocialTargets } from '../../../../src/shared/collecting/badge-rules';
import { evaluateBadges } from '../../../../src/shared/collecting/badges';
import type { CollectedVisit } from '../../../../src/shared/collecting/collection';
import { continentOfState } from '../../../../src/shared/collecting/continents';
import { catalogue, day, records, visitOn } from './catalogue-fixture';

const NO_ONE = { followers: 0, likesReceived: 0, commentsWritten: 0 };

function outcomeOf(id: string, visits: CollectedVisit[], social = NO_ONE) {
  const found = evaluateBadges(visits, catalogue, social).find((b) => b.definition.id === id);
  if (!found) throw new Error(`no badge ${id}`);
  return found.outcome;
}

/** Sites, straight from the catalogue file, that a filter of a definition selects. */
function qualifying(definition: BadgeDefinition) {
  const rule = definition.rule;
  if (rule.kind !== 'sites') return records;
  const f = rule.filter ?? {};
  return records.filter(
    (r) =>
      (!f.category || r.category === f.category) &&
      (!f.region || r.region === f.region) &&
      (!f.state || r.iso_codes.map((c) => c.toLowerCase()).includes(f.state)) &&
      (!f.danger || r.danger) &&
      (!f.transboundary || r.transboundary) &&
      (f.inscribedFrom === undefined || r.date_inscribed >= f.inscribedFrom) &&
      (f.inscribedTo === undefined || r.date_inscribed <= f.inscribedTo) &&
      (!f.criterion || r.criteria.includes(`(${f.criterion})`)),
  );
}

/** One site per distinct key, in catalogue order, for key-counting rules. */
function onePerKey(key: (r: (typeof records)[number]) => string | number | undefined) {
  const seen = new Map<string | number, (typeof records)[number]>();
  for (const r of records) {
    const k = key(r);
    if (k !== undefined && !seen.has(k)) seen.set(k, r);
  }
  return [...seen.values()];
}

/** The fewest visits that earn the badge, oldest first, one day apart. */
function earningVisits(definition: BadgeDefinition): CollectedVisit[] {
  const rule = definition.rule;
  const on = (sites: typeof records, n: number, extra: Partial<CollectedVisit> = {}) =>
    sites.slice(0, n).map((r, i) => visitOn(r.id_no, day(i), extra));
  switch (rule.kind) {
    case 'sites': {
      const sites = qualifying(definition);
      return on(sites, rule.target === 'all' ? sites.length : rule.target);
    }
    case 'countries':
      return on(
        onePerKey((r) => (r.iso_codes.length === 1 ? r.iso_codes[0] : undefined)),
        rule.target,
      );
    case 'continents':
      return on(
        onePerKey((r) =>
          r.iso_codes[0] ? continentOfState(r.iso_codes[0].toLowerCase()) : undefined,
        ),
        rule.target,
      );
    case 'decades':
      return on(
        onePerKey((r) => Math.floor(r.date_inscribed / 10)),
        records.length,
      );
    case 'criteria': {
      const numerals = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];
      const sites = numerals.map((n) => records.find((r) => r.criteria.includes(`(${n})`)));
      return on([...new Set(sites.filter((s) => s !== undefined))], 10);
    }
    case 'streak-months':
      return records
        .slice(0, rule.target)
        .map((r, i) =>
          visitOn(
            r.id_no,
            `${2020 + Math.floor((i + 10) / 12)}-${String(((i + 10) % 12) + 1).padStart(2, '0')}-15`,
          ),
        );
    case 'reviews':
      return on(records, rule.target, { hasComment: true });
    case 'photos':
      return on(records, rule.target, { hasPhoto: true });
    default:
      return [];
  }
}

describe('badge definitions', () => {
  it('has about 100 badges with unique ids, every category, and Japanese and English texts', () => {
    expect(BADGE_DEFINITIONS.length).toBeGreaterThanOrEqual(95);
    const ids = BADGE_DEFINITIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(BADGE_DEFINITIONS.map((d) => d.category))).toEqual(new Set(BADGE_CATEGORIES));
    for (const d of BADGE_DEFINITIONS) {
      expect(d.name, d.id).not.toBe('');
      expect(d.name_en, d.id).not.toBe('');
      expect(d.description, d.id).toMatch(/[ぁ-んァ-ン一-龥]/);
      expect(d.description_en, d.id).toMatch(/^[A-Z]/);
    }
  });

  it('gives nothing to a traveller with no visits', () => {
    expect(evaluateBadges([], catalogue, NO_ONE).filter((b) => b.outcome.earned)).toEqual([]);
  });

  const visitBadges = BADGE_DEFINITIONS.filter((d) => d.category !== 'social');
  it.each(visitBadges.map((d) => [d.id, d] as const))(
    '%s: earned by the visit that completes it, withdrawn without it',
    (_id, definition) => {
      const visits = earningVisits(definition);
      expect(visits.length).toBeGreaterThan(0);
      const earned = outcomeOf(definition.id, visits);
      expect(earned.earned).toBe(true);
      const last = visits.at(-1);
      expect(earned.earnedOn).toBe(last?.visitedDate);
      // Removing the completing visit withdraws it.
      const short = outcomeOf(definition.id, visits.slice(0, -1));
      expect(short.earned).toBe(false);
      expect(short.earnedOn).toBeNull();
      expect(short.current).toBeLessThan(short.target);
    },
  );

  it('dates a badge by when the traveller was there: a back-dated visit moves it earlier', () => {
    const [a, b, c, d, e] = records;
    const logged = [a, b, c, d].map((r, i) => visitOn(r?.id_no ?? 0, `2030-0${i + 1}-01`));
    expect(outcomeOf('visits-5', logged).earned).toBe(false);
    const withOld = [...logged, visitOn(e?.id_no ?? 0, '2010-05-05')];
    // Five sites were reached on 2030-04-01, the date of the fourth visit in time order.
    expect(outcomeOf('visits-5', withOld).earnedOn).toBe('2030-04-01');
    expect(outcomeOf('visits-1', withOld).earnedOn).toBe('2010-05-05');
  });

  it('counts all of Japan as the 26 Japanese sites on the List', () => {
    const japan = records.filter((r) => r.iso_codes.includes('jp'));
    expect(japan).toHaveLength(26);
    expect(outcomeOf('japan-all', []).target).toBe(26);
  });

  it('runs a month streak across the new year, and breaks it on a gap', () => {
    const [a, b, c, d] = records;
    const streak = [
      visitOn(a?.id_no ?? 0, '2029-11-30'),
      visitOn(b?.id_no ?? 0, '2029-12-01'),
      visitOn(c?.id_no ?? 0, '2030-01-31'),
    ];
    expect(outcomeOf('streak-months-3', streak)).toMatchObject({
      earned: true,
      earnedOn: '2030-01-31',
    });
    const gap = [...streak.slice(0, 2), visitOn(d?.id_no ?? 0, '2030-02-01')];
    expect(outcomeOf('streak-months-3', gap)).toMatchObject({ earned: false, current: 2 });
  });

  it('awards social badges from the counts, undated (the server dates them)', () => {
    expect(outcomeOf('followers-1', [], { ...NO_ONE, followers: 1 })).toMatchObject({
      earned: true,
      earnedOn: null,
    });
    expect(outcomeOf('likes-received-10', [], { ...NO_ONE, likesReceived: 9 }).earned).toBe(false);
    expect(outcomeOf('comments-written-10', [], { ...NO_ONE, commentsWritten: 10 }).earned).toBe(
      true,
    );
  });

  it('does not count a removed site towards any badge', () => {
    expect(outcomeOf('visits-1', [visitOn(999_999, '2020-01-01')]).earned).toBe(false);
  });

  it('decides every social badge the same from counts that stop at the largest targets', () => {
    const upTo = largestSocialTargets(BADGE_DEFINITIONS.map((definition) => definition.rule));
    expect(upTo).toEqual({ followers: 100, likesReceived: 1000, commentsWritten: 100 });
    const earnedSocial = (social: typeof NO_ONE) =>
      evaluateBadges([], catalogue, social)
        .filter((b) => b.definition.category === 'social')
        .map((b) => [b.definition.id, b.outcome.earned]);
    for (const n of [0, 1, 9, 10, 99, 100, 101, 999, 1000, 1001, 5000]) {
      const social = { followers: n, likesReceived: n, commentsWritten: n };
      const stopped = {
        followers: Math.min(n, upTo.followers),
        likesReceived: Math.min(n, upTo.likesReceived),
        commentsWritten: Math.min(n, upTo.commentsWritten),
      };
      expect(earnedSocial(stopped)).toEqual(earnedSocial(social));
    }
  });
});
