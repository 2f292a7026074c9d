import type { Visit } from '../../shared/api/visits';
import type { PostRow, VisitPostRow } from '../repositories/visit-posts-repository';

/** What a post and a visit answer alike: author, site, photos, counts (SPEC.md §3). */
export function postPartsOf(row: PostRow) {
  const photos = row.photos.map((p) => ({
    url: p.path,
    thumbnail_url: p.thumbnailPath,
    width: p.width,
    height: p.height,
  }));
  return {
    id: row.visit.id,
    user: {
      id: row.author.id,
      username: row.author.username,
      display_name: row.author.displayName,
      full_name: row.author.displayName || row.author.username,
      profile_picture: row.author.profilePicture,
    },
    heritage_site: {
      id: row.site.id,
      name: row.site.nameJa,
      name_en: row.site.nameEn,
      country: row.site.statesJa.join('、'),
      country_en: row.site.statesEn.join(', '),
      heritage_type: row.site.category,
      listed: row.site.listed,
    },
    rating: row.visit.rating,
    comment: row.visit.comment,
    visited_date: row.visit.visitedDate,
    visibility: row.visit.visibility,
    created_at: row.visit.createdAt.toISOString(),
    photos_url: photos[0]?.url ?? null,
    photos,
    likes_count: row.likesCount,
    comments_count: row.commentsCount,
    is_liked: row.isLiked,
  };
}

/** The visit / feed post of SPEC.md §3 as its owner sees it, from its stored row. */
export function toVisitResponse(row: VisitPostRow): Visit {
  return {
    ...postPartsOf(row),
    notes: row.visit.notes,
    country_code: row.visit.countryCode,
    share_to_feed: row.visit.shareToFeed,
    updated_at: row.visit.updatedAt.toISOString(),
  };
}
