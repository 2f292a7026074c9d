import type { Post } from '../../../shared/api/social-posts';

/** The public page a shared link opens (served with its preview tags, plugins/post-preview.ts). */
export function postUrl(postId: number): string {
  return `${window.location.origin}/posts/${postId}`;
}

export function xIntentUrl(text: string, url: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

export function lineShareUrl(url: string): string {
  return `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`;
}

/** Stars as the preview shows them, and the comment after them. */
export function shareText(post: Pick<Post, 'rating' | 'comment'>): string {
  const stars = '★'.repeat(post.rating) + '☆'.repeat(5 - post.rating);
  return post.comment ? `${stars} ${post.comment}` : stars;
}
