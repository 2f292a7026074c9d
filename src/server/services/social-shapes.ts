import type { Comment } from '../../shared/api/social-comments';
import type { Post } from '../../shared/api/social-posts';
import type { PublicUser } from '../../shared/api/social-users';
import type { CommentRow } from '../repositories/comments-repository';
import type { PublicUserRow } from '../repositories/social-users-repository';
import type { PostRow } from '../repositories/visit-posts-repository';
import { postPartsOf } from './visit-posts';

/**
 * The public shapes, built field by field from their rows: never by spreading
 * the owner's shape, so no private field (notes, e-mail, birth date) can ride
 * along.
 */

export function toPostResponse(row: PostRow): Post {
  const v = postPartsOf(row);
  return {
    id: v.id,
    user: {
      id: v.user.id,
      username: v.user.username,
      display_name: v.user.display_name,
      full_name: v.user.full_name,
      profile_picture: v.user.profile_picture,
      is_following: row.followsAuthor,
    },
    heritage_site: v.heritage_site,
    rating: v.rating,
    comment: v.comment,
    visited_date: v.visited_date,
    created_at: v.created_at,
    photos_url: v.photos_url,
    photos: v.photos,
    visibility: v.visibility,
    likes_count: v.likes_count,
    comments_count: v.comments_count,
    is_liked: v.is_liked,
  };
}

export function toPublicUser(row: PublicUserRow, viewerId: number | undefined): PublicUser {
  return {
    id: row.id,
    username: row.username,
    display_name: row.display_name,
    full_name: row.display_name || row.username,
    profile_picture: row.profile_picture,
    bio: row.bio,
    location: row.location,
    website: row.website,
    joined_date: new Date(row.joined_at).toISOString(),
    posts_count: row.posts_count,
    total_visits: row.total_visits,
    countries_visited: row.countries_visited,
    followers_count: row.followers_count,
    following_count: row.following_count,
    is_following: row.is_following,
    is_followed_by: row.is_followed_by,
    is_blocked: row.is_blocked,
    is_self: row.id === viewerId,
  };
}

export function toCommentResponse(row: CommentRow, viewerId: number | undefined): Comment {
  const own = viewerId !== undefined && row.userId === viewerId;
  const author = row.author;
  return {
    id: row.id,
    user: author && {
      id: author.id,
      username: author.username,
      display_name: author.displayName,
      full_name: author.displayName || author.username,
      profile_picture: author.profilePicture,
    },
    content: row.content,
    created_at: new Date(row.createdAt).toISOString(),
    post: row.visitId,
    heritage_site: row.siteId,
    parent_comment: row.parentId,
    replies_count: row.repliesCount,
    client_id: own ? row.clientId : null,
    can_delete: own || (viewerId !== undefined && row.postOwnerId === viewerId),
  };
}
