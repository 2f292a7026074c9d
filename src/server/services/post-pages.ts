import type { Database } from '../db/connect';
import { listPostEntries, type PostPageRequest } from '../repositories/social-posts-repository';
import { type PostRow, readPostCards } from '../repositories/visit-posts-repository';
import type { PostCards } from './post-cards';

/** A page of posts, newest first; `authorPosts` as listPostEntries reads it. */
export type PostPage = { rows: PostRow[]; more: boolean; authorPosts?: number | undefined };

/**
 * A page of posts in two reads (P7): its entries (which posts the viewer may see, their
 * counts and the viewer's relations to them), then the cards of those posts that this
 * instance does not keep (`cards`; without it, every card is read).
 */
export async function postPage(
  db: Database,
  cards: PostCards | undefined,
  page: PostPageRequest,
): Promise<PostPage> {
  const { entries, more, authorPosts } = await listPostEntries(db, page);
  const ids = entries.map((entry) => entry.id);
  const read = (missing: number[]) => readPostCards(db, missing);
  const byVisit = cards
    ? await cards.cardsOf(ids, read)
    : new Map((await read(ids)).map((card) => [card.visit.id, card]));
  const rows: PostRow[] = [];
  for (const entry of entries) {
    // A post removed between the two reads is left out.
    const card = byVisit.get(entry.id);
    if (!card) continue;
    rows.push({
      visit: card.visit,
      author: card.author,
      site: card.site,
      photos: card.photos,
      likesCount: entry.likesCount,
      commentsCount: entry.commentsCount,
      isLiked: entry.isLiked,
      followsAuthor: entry.followsAuthor,
      cursorMicros: entry.cursorMicros,
    });
  }
  return { rows, more, authorPosts };
}
