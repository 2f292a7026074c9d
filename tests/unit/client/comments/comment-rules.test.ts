import { describe, expect, it } from 'vitest';
import {
  charactersLeft,
  countWithOwn,
  draftProblem,
  unlistedOwnComments,
  withoutDeleted,
} from '../../../../src/client/features/comments/comment-rules';
import type { OwnPendingComment } from '../../../../src/client/features/social/sync/comment-commands';
import type { Comment } from '../../../../src/shared/api/social-comments';
import { COMMENT_CONTENT_MAX } from '../../../../src/shared/limits';

const ME = 7;

function listed(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    user: { id: ME, username: 'me', display_name: '私', profile_picture: null },
    content: `comment ${id}`,
    created_at: '2026-01-01T00:00:00.000Z',
    post: 1,
    heritage_site: null,
    parent_comment: null,
    replies_count: 0,
    client_id: null,
    can_delete: true,
    ...overrides,
  } as Comment;
}

function own(clientId: string, content: string, parent: number | null = null): OwnPendingComment {
  return { clientId, content, parentCommentId: parent, createdAt: 1, state: 'waiting' };
}

describe('draftProblem', () => {
  it('refuses an empty or blank draft', () => {
    expect(draftProblem('')).toBe('empty');
    expect(draftProblem(' \n\t　')).toBe('empty');
  });

  it('counts the trimmed text against the cap', () => {
    const full = 'あ'.repeat(COMMENT_CONTENT_MAX);
    expect(draftProblem(`  ${full}  `)).toBeNull();
    expect(draftProblem(`${full}い`)).toBe('tooLong');
    expect(charactersLeft(`  ${full}  `)).toBe(0);
    expect(charactersLeft(`${full}い`)).toBe(-1);
  });
});

describe('unlistedOwnComments', () => {
  it('drops an own comment once the list holds its client id', () => {
    const pending = [own('a', 'hello'), own('b', 'world')];
    const result = unlistedOwnComments(
      pending,
      [listed(1, { client_id: 'a', content: 'hello' })],
      ME,
      null,
    );
    expect(result.map((c) => c.clientId)).toEqual(['b']);
  });

  it('falls back to author and content when the list has no client id for it', () => {
    const pending = [own('a', 'hello')];
    expect(unlistedOwnComments(pending, [listed(1, { content: 'hello' })], ME, null)).toEqual([]);
    // The same words from someone else are not mine.
    const other = listed(2, {
      content: 'hello',
      user: { id: 99, username: 'x', display_name: '', profile_picture: null },
    } as Partial<Comment>);
    expect(unlistedOwnComments(pending, [other], ME, null)).toHaveLength(1);
  });

  it('keeps the level asked for: replies apart from top-level comments', () => {
    const pending = [own('a', 'top'), own('b', 'reply', 5)];
    expect(unlistedOwnComments(pending, [], ME, null).map((c) => c.clientId)).toEqual(['a']);
    expect(unlistedOwnComments(pending, [], ME, 5).map((c) => c.clientId)).toEqual(['b']);
  });
});

describe('withoutDeleted', () => {
  it('hides the comments whose delete waits', () => {
    expect(withoutDeleted([listed(1), listed(2)], new Set([2])).map((c) => c.id)).toEqual([1]);
  });
});

describe('countWithOwn', () => {
  it('adds own comments made since the post was read, not refused ones', () => {
    const at = (createdAt: number, state: OwnPendingComment['state']): OwnPendingComment => ({
      ...own(String(createdAt), 'x'),
      createdAt,
      state,
    });
    const pending = [at(5, 'sent'), at(20, 'waiting'), at(21, 'sent'), at(22, 'failed')];
    expect(countWithOwn(3, pending, 10)).toBe(5);
    expect(countWithOwn(3, [], 10)).toBe(3);
  });
});
