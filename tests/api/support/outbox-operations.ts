/**
 * The operations of the outbox property test (tests/api/outbox-property.test.ts): what a
 * traveller and their device may do, and the faults the network may add, as data, so a
 * failing run can be kept as a literal regression case.
 */
import fc from 'fast-check';

export type Fault = 'none' | 'lost-request' | 'lost-response' | 'duplicate' | '5xx' | '429';
export type Op =
  | { kind: 'visit'; site: number; rating: number; comment: string; photo: boolean }
  | { kind: 'unvisit'; site: number }
  | { kind: 'wish'; site: number; priority: number; notes: string }
  | { kind: 'unwish'; site: number }
  /** S18, S19: the like wanted on one of the other traveller's posts (a slot). */
  | { kind: 'like'; post: number; liked: boolean }
  /** S18, S19: following the other traveller (slot 0) or the other account (slot 1). */
  | { kind: 'follow'; target: 0 | 1; following: boolean }
  /** S20: a comment on one of the other traveller's posts. */
  | { kind: 'comment'; post: number; content: string }
  /** A sync run; `faults` are consumed one per request, then requests go through. */
  | { kind: 'sync'; tabs: 1 | 2; online: boolean; faults: Fault[] }
  /** The tab dies after marking the oldest entry in flight (maybe after the request left). */
  | { kind: 'crash'; delivered: boolean }
  /** The other account signs in on this device. */
  | { kind: 'switch'; user: 0 | 1 }
  /** Time passes on the server: access tokens expire, the next request gets a 401. */
  | { kind: 'expire' };

/** Few sites, so changes to the same target meet often. */
export const SITE_SLOTS = 5;
/** Posts of another traveller that the accounts like and comment on. */
export const POST_SLOTS = 3;

const fault = fc.constantFrom<Fault>(
  'none',
  'none',
  'none',
  'lost-request',
  'lost-response',
  'duplicate',
  '5xx',
  '429',
);
const site = fc.integer({ min: 0, max: SITE_SLOTS - 1 });
/** One random step of a scenario. */
export const operation: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('visit' as const),
      site,
      rating: fc.integer({ min: 1, max: 5 }),
      comment: fc.constantFrom('', '素晴らしい', '  雨でした  ', 'again'),
      // Photos are slow to process on the server: about one visit in twenty-five carries one.
      photo: fc.integer({ min: 0, max: 24 }).map((n) => n === 0),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('unvisit' as const), site }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('wish' as const),
      site,
      priority: fc.integer({ min: 1, max: 3 }),
      notes: fc.constantFrom('', '春に行く', 'x'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('unwish' as const), site }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('like' as const),
      post: fc.integer({ min: 0, max: POST_SLOTS - 1 }),
      liked: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('follow' as const),
      target: fc.constantFrom<0 | 1>(0, 1),
      following: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('comment' as const),
      post: fc.integer({ min: 0, max: POST_SLOTS - 1 }),
      content: fc.constantFrom('素敵', '  行きたい  ', 'nice'),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      tabs: fc.constantFrom<1 | 2>(1, 1, 2),
      online: fc.boolean(),
      faults: fc.array(fault, { maxLength: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('crash' as const), delivered: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('switch' as const),
      user: fc.constantFrom<0 | 1>(0, 1),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const) }) },
);
