import type { UnescoRegion } from '../unesco-regions';
import {
  type Catalogue,
  type CollectedSite,
  type CollectedVisit,
  countedVisits,
  visitCountry,
} from './collection';
import { continentOfState } from './continents';

/** Which sites a rule looks at. Every field given must hold. */
export type SiteFilter = {
  category?: CollectedSite['category'];
  region?: UnescoRegion;
  /** A state the site lies in (any of its parts). */
  state?: string;
  danger?: true;
  transboundary?: true;
  inscribedFrom?: number;
  inscribedTo?: number;
  /** One of UNESCO's criteria, "i" … "x". */
  criterion?: Criterion;
};

export const CRITERIA = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'] as const;
export type Criterion = (typeof CRITERIA)[number];

/**
 * What earns a badge. Counting rules walk the counted visits oldest first and are earned
 * by the visit that brings the count to the target: that visit's date is `earned_at` (C8).
 * `target: 'all'` means every site the filter selects on the List now (C9).
 */
export type BadgeRule =
  | { kind: 'sites'; filter?: SiteFilter; target: number | 'all' }
  | { kind: 'countries'; target: number }
  | { kind: 'continents'; target: number }
  | { kind: 'decades'; target: 'all' }
  | { kind: 'criteria'; target: 'all' }
  | { kind: 'streak-months'; target: number }
  | { kind: 'reviews'; target: number }
  | { kind: 'photos'; target: number }
  | { kind: 'followers' | 'likes-received' | 'comments-written'; target: number };

/** Counts the device and the server hold apart from visits (social badges). */
export type SocialCounts = { followers: number; likesReceived: number; commentsWritten: number };

export type BadgeOutcome = {
  current: number;
  target: number;
  earned: boolean;
  /** The visited date that completed it; null for social badges (dated when awarded). */
  earnedOn: string | null;
};

type Counted = { visit: CollectedVisit; site: CollectedSite };

const CRITERION_PATTERN = /\((i{1,3}|iv|v|vi{1,3}|ix|x)\)/g;

/** Parsed once per site object: every criterion rule asks for every visited site. */
const criteriaCache = new WeakMap<CollectedSite, readonly Criterion[]>();

export function criteriaOf(site: CollectedSite): readonly Criterion[] {
  let criteria = criteriaCache.get(site);
  if (!criteria) {
    criteria = [...site.criteria.matchAll(CRITERION_PATTERN)].map((m) => m[1] as Criterion);
    criteriaCache.set(site, criteria);
  }
  return criteria;
}

function decadeOf(site: CollectedSite): number {
  return Math.floor(site.inscriptionYear / 10) * 10;
}

export function siteMatches(site: CollectedSite, filter: SiteFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.category && site.category !== filter.category) return false;
  if (filter.region && site.region !== filter.region) return false;
  if (filter.state && !site.countryCodes.includes(filter.state)) return false;
  if (filter.danger && !site.danger) return false;
  if (filter.transboundary && !site.transboundary) return false;
  if (filter.inscribedFrom !== undefined && site.inscriptionYear < filter.inscribedFrom)
    return false;
  if (filter.inscribedTo !== undefined && site.inscriptionYear > filter.inscribedTo) return false;
  if (filter.criterion && !criteriaOf(site).includes(filter.criterion)) return false;
  return true;
}

/** Per catalogue, the totals that `'all'` targets need (computed once per catalogue object). */
const totalsCache = new WeakMap<Catalogue, Map<string, number>>();

function catalogueTotal(catalogue: Catalogue, key: string, count: () => number): number {
  let totals = totalsCache.get(catalogue);
  if (!totals) {
    totals = new Map();
    totalsCache.set(catalogue, totals);
  }
  let total = totals.get(key);
  if (total === undefined) {
    total = count();
    totals.set(key, total);
  }
  return total;
}

function resolvedTarget(rule: BadgeRule, catalogue: Catalogue): number {
  if (rule.target !== 'all') return rule.target;
  const sites = [...catalogue.values()];
  switch (rule.kind) {
    case 'sites':
      return catalogueTotal(catalogue, `sites:${JSON.stringify(rule.filter ?? {})}`, () =>
        sites.reduce((n, site) => n + (siteMatches(site, rule.filter) ? 1 : 0), 0),
      );
    case 'decades':
      return catalogueTotal(catalogue, 'decades', () => new Set(sites.map(decadeOf)).size);
    case 'criteria':
      return CRITERIA.length;
  }
}

/** The keys a counted visit adds for a counting rule (distinct keys are what is counted). */
function keysOf(rule: BadgeRule, { visit, site }: Counted): readonly (string | number)[] {
  switch (rule.kind) {
    case 'sites':
      return siteMatches(site, rule.filter) ? [site.id] : [];
    case 'countries': {
      const country = visitCountry(visit, site);
      return country ? [country] : [];
    }
    case 'continents': {
      const country = visitCountry(visit, site);
      const continent = country ? continentOfState(country) : undefined;
      return continent ? [continent] : [];
    }
    case 'decades':
      return [decadeOf(site)];
    case 'criteria':
      return criteriaOf(site);
    case 'reviews':
      return visit.hasComment ? [site.id] : [];
    case 'photos':
      return visit.hasPhoto ? [site.id] : [];
    default:
      return [];
  }
}

function countingOutcome(
  rule: BadgeRule,
  counted: readonly Counted[],
  target: number,
): BadgeOutcome {
  const seen = new Set<string | number>();
  let earnedOn: string | null = null;
  for (const entry of counted) {
    for (const key of keysOf(rule, entry)) seen.add(key);
    if (earnedOn === null && target > 0 && seen.size >= target) earnedOn = entry.visit.visitedDate;
  }
  return { current: seen.size, target, earned: earnedOn !== null, earnedOn };
}

/** Months since year 0, so consecutive months differ by one. */
function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/**
 * The longest run of consecutive calendar months with a visit (C11). Earned by the first
 * visit of the month that brings a run to the target.
 */
function streakOutcome(counted: readonly Counted[], target: number): BadgeOutcome {
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  let earnedOn: string | null = null;
  for (const { visit } of counted) {
    const month = monthIndex(visit.visitedDate);
    if (month === previous) continue;
    run = previous !== null && month === previous + 1 ? run + 1 : 1;
    previous = month;
    longest = Math.max(longest, run);
    if (earnedOn === null && run >= target) earnedOn = visit.visitedDate;
  }
  return { current: longest, target, earned: earnedOn !== null, earnedOn };
}

function socialCount(rule: BadgeRule, social: SocialCounts): number {
  switch (rule.kind) {
    case 'followers':
      return social.followers;
    case 'likes-received':
      return social.likesReceived;
    case 'comments-written':
      return social.commentsWritten;
    default:
      return 0;
  }
}

/** Evaluates rules over one traveller's visits; build it once and ask for every badge. */
export function badgeEvaluator(
  visits: readonly CollectedVisit[],
  catalogue: Catalogue,
  social: SocialCounts,
): (rule: BadgeRule) => BadgeOutcome {
  const counted = countedVisits(visits, catalogue);
  return (rule) => {
    const target = resolvedTarget(rule, catalogue);
    switch (rule.kind) {
      case 'streak-months':
        return streakOutcome(counted, target);
      case 'followers':
      case 'likes-received':
      case 'comments-written': {
        const current = socialCount(rule, social);
        return { current, target, earned: current >= target, earnedOn: null };
      }
      default:
        return countingOutcome(rule, counted, target);
    }
  };
}
