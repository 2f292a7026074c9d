/**
 * docs/SYNC.md S17: the hand-written answer checks agree with the shared
 * schemas: a body the server sends passes both, and a body that is wrong in
 * any one field is refused by both.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  isBlockState,
  isComment,
  isErrorBody,
  isFollowState,
  isLikeState,
  isPage,
  isSyncBatchResponse,
  isVisit,
  isWishlistItem,
} from '../../../../src/client/sync/answer-shapes';
import { errorBodySchema } from '../../../../src/shared/api/errors';
import { type Comment, commentSchema } from '../../../../src/shared/api/social-comments';
import { likeStateSchema } from '../../../../src/shared/api/social-posts';
import { blockStateSchema, followStateSchema } from '../../../../src/shared/api/social-users';
import { syncBatchResponseSchema } from '../../../../src/shared/api/sync';
import { type Visit, visitPageSchema, visitSchema } from '../../../../src/shared/api/visits';
import {
  type WishlistItem,
  wishlistItemSchema,
  wishlistPageSchema,
} from '../../../../src/shared/api/wishlist';

const site = {
  id: 7,
  name: '姫路城',
  name_en: 'Himeji-jo',
  country: '日本',
  country_en: 'Japan',
  heritage_type: 'cultural',
  listed: true,
};
const visit: Visit = {
  id: 1,
  user: { id: 2, username: 'a', display_name: 'A', full_name: 'A', profile_picture: null },
  heritage_site: site as Visit['heritage_site'],
  rating: 5,
  comment: '',
  notes: '',
  visited_date: '2026-03-01',
  country_code: 'jp',
  share_to_feed: true,
  visibility: 'public',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00Z',
  photos_url: null,
  photos: [{ url: '/media/a.webp', thumbnail_url: '/media/a-t.webp', width: 2, height: 1 }],
  likes_count: 0,
  comments_count: 3,
  is_liked: false,
};
const item: WishlistItem = {
  id: 3,
  priority: 2,
  notes: '春に',
  added_at: '2026-03-01T10:00:00.000Z',
  heritage_site: site as WishlistItem['heritage_site'],
};

const comment: Comment = {
  id: 4,
  user: visit.user,
  content: '素敵',
  created_at: '2026-03-01T10:00:00.000Z',
  post: 1,
  heritage_site: null,
  parent_comment: null,
  replies_count: 0,
  client_id: '00000000-0000-4000-8000-000000000001',
  can_delete: true,
};

type Case = {
  check: (v: unknown) => boolean;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  wrong: Record<string, unknown[]>;
};

const CASES: Record<string, Case> = {
  visit: {
    check: isVisit,
    schema: visitSchema,
    valid: visit,
    wrong: {
      id: ['1', 1.5, null],
      user: [null, { ...visit.user, profile_picture: 1 }],
      heritage_site: [
        { ...site, heritage_type: 'industrial' },
        { ...site, id: '7' },
      ],
      rating: [0, 6, 4.5, '4'],
      comment: [null, undefined],
      notes: [1],
      visited_date: ['2026-13-01', '1 March', 20260301],
      share_to_feed: ['true'],
      created_at: ['2026-03-01', null],
      updated_at: [undefined],
      photos_url: [undefined, 1],
      photos: [null, [{ url: '/m', thumbnail_url: '/t', width: 1 }]],
      likes_count: [-1, '0'],
      comments_count: [null],
      is_liked: [0],
    },
  },
  wishlist: {
    check: isWishlistItem,
    schema: wishlistItemSchema,
    valid: item,
    wrong: {
      id: [null],
      priority: [0, 4, '2'],
      notes: [undefined],
      added_at: ['yesterday'],
      heritage_site: [null, { ...site, name: 1 }],
    },
  },
  'like state': {
    check: isLikeState,
    schema: likeStateSchema,
    valid: { post_id: 1, liked: true, likes_count: 3 },
    wrong: { post_id: ['1', undefined], liked: ['true', null], likes_count: [-1, 1.5] },
  },
  'follow state': {
    check: isFollowState,
    schema: followStateSchema,
    valid: { is_following: false, followers_count: 0 },
    wrong: { is_following: [0, undefined], followers_count: [-1, '2', null] },
  },
  'block state': {
    check: isBlockState,
    schema: blockStateSchema,
    valid: { user_id: 2, is_blocked: true },
    wrong: { user_id: [null], is_blocked: ['yes'] },
  },
  comment: {
    check: isComment,
    schema: commentSchema,
    valid: comment,
    wrong: {
      id: ['4', undefined],
      user: [undefined, { ...visit.user, id: 'a' }],
      content: [1, undefined],
      created_at: ['today'],
      post: ['1', undefined],
      heritage_site: [undefined],
      parent_comment: [1.5],
      replies_count: [-1],
      client_id: [1, undefined],
      can_delete: ['true'],
    },
  },
  error: {
    check: isErrorBody,
    schema: errorBodySchema,
    valid: {
      detail: '見つかりません。',
      code: 'not_found',
      rating: ['1〜5'],
      codes: { rating: [] },
    },
    wrong: {
      detail: [undefined, 1],
      code: [1],
      codes: [{ rating: 'x' }, ['x']],
      rating: [1, [1], { a: 1 }],
    },
  },
  'visit page': {
    check: (v) => isPage(v, isVisit),
    schema: visitPageSchema,
    valid: { count: 1, next: null, previous: '/api/heritage/visits/?page=1', results: [visit] },
    wrong: {
      count: [-1, '1', undefined],
      next: [undefined, 2],
      previous: [undefined],
      results: [null, [item], [{ ...visit, rating: 9 }]],
    },
  },
  'wishlist page': {
    check: (v) => isPage(v, isWishlistItem),
    schema: wishlistPageSchema,
    valid: { count: 1, next: null, previous: null, results: [item] },
    wrong: { results: [[visit], {}], count: [null] },
  },
  batch: {
    check: isSyncBatchResponse,
    schema: syncBatchResponseSchema,
    valid: {
      results: [
        { idempotency_key: 'k1', status: 201, replayed: false, body: visit },
        { idempotency_key: 'k2', status: 200, replayed: true, body: item },
        { idempotency_key: 'k3', status: 204, replayed: false, body: null },
        { idempotency_key: 'k4', status: 422, replayed: false, body: { detail: 'だめ' } },
        { idempotency_key: 'k5', status: 201, replayed: false, body: comment },
        {
          idempotency_key: 'k6',
          status: 200,
          replayed: true,
          body: { post_id: 1, liked: true, likes_count: 1 },
        },
        {
          idempotency_key: 'k7',
          status: 200,
          replayed: false,
          body: { is_following: true, followers_count: 1 },
        },
        {
          idempotency_key: 'k8',
          status: 200,
          replayed: false,
          body: { user_id: 2, is_blocked: false },
        },
      ],
    },
    wrong: {
      results: [
        null,
        {},
        [{ idempotency_key: 'k', status: '200', replayed: false, body: null }],
        [{ idempotency_key: 'k', status: 200, replayed: false, body: '<html>' }],
        [{ idempotency_key: 'k', status: 200, body: null }],
        [{ status: 200, replayed: false, body: null }],
      ],
    },
  },
};

describe('S17: answer shapes agree with the shared schemas', () => {
  for (const [name, { check, schema, valid, wrong }] of Object.entries(CASES)) {
    it(`S17: ${name}: the server's body passes both`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      expect(check(valid)).toBe(true);
    });

    it(`S17: ${name}: a body wrong in one field is refused by both`, () => {
      for (const [field, values] of Object.entries(wrong)) {
        for (const value of values) {
          const body = { ...valid, [field]: value };
          expect([field, value, schema.safeParse(body).success]).toEqual([field, value, false]);
          expect([field, value, check(body)]).toEqual([field, value, false]);
        }
      }
    });
  }

  it('S17: a comment whose author deleted their account (no user, no text) passes both', () => {
    const tombstone = { ...comment, user: null, content: '', client_id: null, can_delete: false };
    expect(commentSchema.safeParse(tombstone).success).toBe(true);
    expect(isComment(tombstone)).toBe(true);
  });

  it('S17: a web page, an array or nothing is none of them', () => {
    for (const body of ['<html></html>', [], null, 42]) {
      for (const { check } of Object.values(CASES)) expect(check(body)).toBe(false);
    }
  });
});
