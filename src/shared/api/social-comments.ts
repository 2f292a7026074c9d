import { z } from 'zod';
import { COMMENT_CONTENT_MAX, COMMENTS_PAGE_DEFAULT, COMMENTS_PAGE_MAX } from '../limits';
import { pagedSchema } from './paged';
import { postAuthorSchema } from './visits';

/** A comment on a post or on a site (SPEC.md §3 Comment); `parent_comment` makes a reply. */
export const commentSchema = z
  .object({
    id: z.number().int(),
    user: postAuthorSchema
      .nullable()
      .describe(
        'Null when the author deleted their account and others had replied: the comment stays, ' +
          'empty, so the replies do (shown as 「削除されたユーザー」)',
      ),
    content: z.string().describe('Empty when `user` is null'),
    created_at: z.iso.datetime(),
    post: z.number().int().nullable().describe('The post (visit) id, or null on a site'),
    heritage_site: z.number().int().nullable().describe('The site id, or null on a post'),
    parent_comment: z.number().int().nullable(),
    replies_count: z.number().int().nonnegative(),
    client_id: z
      .string()
      .nullable()
      .describe('The id the client made for it, when it sent one (only shown to its author)'),
    can_delete: z.boolean().describe('The caller may delete it (author, or the post’s owner)'),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = pagedSchema(commentSchema).meta({ id: 'CommentPage' });
export type CommentPage = z.infer<typeof commentPageSchema>;

const content = z
  .string()
  .trim()
  .min(1, 'コメントを入力してください。')
  .max(
    COMMENT_CONTENT_MAX,
    `コメントは${COMMENT_CONTENT_MAX.toLocaleString('en')}文字以内で入力してください。`,
  );

const clientId = z
  .uuid()
  .optional()
  .describe(
    'A UUID the client made for this comment. Sent again (a retry, another key), it answers ' +
      'the comment already made (200) instead of making a second one',
  );

export const postCommentRequestSchema = z
  .object({
    content,
    parent_comment: z.coerce.number().int().positive().optional().describe('Reply to this comment'),
    client_id: clientId,
  })
  .meta({ id: 'PostCommentRequest' });
export type PostCommentRequest = z.input<typeof postCommentRequestSchema>;

export const siteCommentRequestSchema = z
  .object({ content, client_id: clientId })
  .meta({ id: 'SiteCommentRequest' });
export type SiteCommentRequest = z.input<typeof siteCommentRequestSchema>;

export const commentListQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(COMMENTS_PAGE_MAX).default(COMMENTS_PAGE_DEFAULT),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
