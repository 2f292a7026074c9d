import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetDeletedHere,
  noteDeletedHere,
  removedFromCount,
  useDeletedHere,
} from '../../../../src/client/features/comments/deleted-here';
import type { Comment } from '../../../../src/shared/api/social-comments';

const READ_AT = Date.parse('2026-05-01T12:00:00Z');

function comment(id: number, fields: Partial<Comment> = {}): Comment {
  return {
    id,
    user: null,
    content: 'とても良かった',
    created_at: '2026-05-01T11:00:00Z',
    post: 7,
    heritage_site: null,
    parent_comment: null,
    replies_count: 0,
    can_delete: true,
    ...fields,
  } as Comment;
}

describe('comments deleted from this device', () => {
  beforeEach(() => useDeletedHere.setState({ deleted: new Map() }));

  it("takes a deleted comment and its replies out of the post's count", () => {
    noteDeletedHere(comment(1, { replies_count: 2 }));
    noteDeletedHere(comment(2));
    noteDeletedHere(comment(3, { post: 8 }));
    expect(removedFromCount(useDeletedHere.getState().deleted, 7, READ_AT)).toBe(4);
  });

  it('leaves out comments written after the count was read: it never held them', () => {
    noteDeletedHere(comment(1, { created_at: '2026-05-01T12:00:01Z' }));
    expect(removedFromCount(useDeletedHere.getState().deleted, 7, READ_AT)).toBe(0);
  });

  it('a refused delete is forgotten: the comment counts again', () => {
    noteDeletedHere(comment(1));
    noteDeletedHere(comment(2));
    forgetDeletedHere(new Set([1]));
    expect([...useDeletedHere.getState().deleted.keys()]).toEqual([2]);
    expect(removedFromCount(useDeletedHere.getState().deleted, 7, READ_AT)).toBe(1);
  });
});
