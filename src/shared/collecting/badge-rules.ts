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

/**
 * For rules that count sites: whether a counted visit's site counts. Counted visits are one
 * per site (C1), so each that counts adds one.
 */
function siteCounts(rule: BadgeRule): ((entry: Counted) => boolean) | undefined {
  switch (rule.kind) {
    case 'sites':
      return ({ site }) => siteMatches(site, rule.filter);
    case 'reviews':
      return ({ visit }) => visit.hasComment;
    case 'photos':
      return ({ visit }) => visit.hasPhoto;
    default:
      return undefined;
  }
}

/** The keys a counted visit adds for a rule counting other things (distinct keys count). */
function keysOf(rule: BadgeRule, { visit, site }: Counted): readonly (string | number)[] {
  switch (rule.kind) {
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
    default:
      return [];
  }
}

/**
 * How a rule's count grew over the counted visits, oldest first: `reachedOn[n - 1]` is the
 * visited date of the visit that brought it to n. Tiers of one rule (10, 50, 100 sites…)
 * read the same progress, so each rule is walked once per traveller, not once per tier.
 */
type Progress = { current: number; reachedOn: readonly string[] };

function countingProgress(rule: BadgeRule, counted: readonly Counted[]): Progress {
  const reachedOn: string[] = [];
  const counts = siteCounts(rule);
  if (counts) {
    for (const entry of counted) if (counts(entry)) reachedOn.push(entry.visit.visitedDate);
    return { current: reachedOn.length, reachedOn };
  }
  const seen = new Set<string | number>();
  for (const entry of counted) {
    for (const key of keysOf(rule, entry)) {
      if (seen.has(key)) continue;
      seen.add(key);
      reachedOn.push(entry.visit.visitedDate);
    }
  }
  return { current: seen.size, reachedOn };
}

/** Months since year 0, so consecutive months differ by one. */
function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/**
 * The longest run of consecutive calendar months with a visit (C11). A run of n is reached
 * by the first visit of the month that brings a run to n.
 */
function streakProgress(counted: readonly Counted[]): Progress {
  const reachedOn: string[] = [];
  let run = 0;
  let previous: number | null = null;
  for (const { visit } of counted) {
    const month = monthIndex(visit.visitedDate);
    if (month === previous) continue;
    run = previous !== null && month === previous + 1 ? run + 1 : 1;
    previous = month;
    if (run > reachedOn.length) reachedOn.push(visit.visitedDate);
  }
  return { current: reachedOn.length, reachedOn };
}

function outcomeOf(progress: Progress, target: number): BadgeOutcome {
  const earnedOn = target > 0 ? (progress.reachedOn[target - 1] ?? null) : null;
  return { current: progress.current, target, earned: earnedOn !== null, earnedOn };
}

/** What tells rules apart for their progress: kind and filter, not target. */
const progressKeys = new WeakMap<BadgeRule, string>();

function progressKeyOf(rule: BadgeRule): string {
  let key = progressKeys.get(rule);
  if (key === undefined) {
    key = JSON.stringify([rule.kind, 'filter' in rule ? (rule.filter ?? null) : null]);
    progressKeys.set(rule, key);
  }
  return key;
}

/** The count of SocialCounts each social rule reads. */
const SOCIAL_COUNT_OF = {
  followers: 'followers',
  'likes-received': 'likesReceived',
  'comments-written': 'commentsWritten',
} as const satisfies Record<string, keyof SocialCounts>;

type SocialRule = Extract<BadgeRule, { kind: keyof typeof SOCIAL_COUNT_OF }>;

function isSocialRule(rule: BadgeRule): rule is SocialRule {
  return rule.kind in SOCIAL_COUNT_OF;
}

/**
 * The largest target of each social count among `rules`: counting past it changes no
 * outcome, so a count that only decides badges may stop there.
 */
export function largestSocialTargets(rules: readonly BadgeRule[]): SocialCounts {
  const largest: SocialCounts = { followers: 0, likesReceived: 0, commentsWritten: 0 };
  for (const rule of rules) {
    if (!isSocialRule(rule)) continue;
    const count = SOCIAL_COUNT_OF[rule.kind];
    largest[count] = Math.max(largest[count], rule.target);
  }
  return largest;
}

/** Evaluates rules over one traveller's visits; build it once and ask for every badge. */
export function badgeEvaluator(
  visits: readonly CollectedVisit[],
  catalogue: Catalogue,
  social: SocialCounts,
): (rule: BadgeRule) => BadgeOutcome {
  const counted = countedVisits(visits, catalogue);
  const progressByKey = new Map<string, Progress>();
  const progressOf = (rule: BadgeRule): Progress => {
    const key = progressKeyOf(rule);
    let progress = progressByKey.get(key);
    if (!progress) {
      progress =
        rule.kind === 'streak-months' ? streakProgress(counted) : countingProgress(rule, counted);
      progressByKey.set(key, progress);
    }
    return progress;
  };
  return (rule) => {
    const target = resolvedTarget(rule, catalogue);
    switch (rule.kind) {
      case 'followers':
      case 'likes-received':
      case 'comments-written': {
        const current = social[SOCIAL_COUNT_OF[rule.kind]];
        return { current, target, earned: current >= target, earnedOn: null };
      }
      default:
        return outcomeOf(progressOf(rule), target);
    }
  };
}
