// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { ShareMessageKey } from './messages';

export const shareMessagesEn: Record<ShareMessageKey, string> = {
  'share.button': 'Share',
  'share.buttonFor': 'Share the post about {site}',
  'share.menu': 'Ways to share',
  'share.copy': 'Copy link',
  'share.copied': 'Link copied',
  'share.copyFailed': 'The link could not be copied',
  'share.x': 'Post on X',
  'share.line': 'Send with LINE',
  'share.title': '{author}’s visit to {site}',
  'postPage.loading': 'Loading the post…',
  'postPage.notFoundTitle': 'Post not found',
  'postPage.notFoundBody': 'This post does not exist, was deleted or is not public.',
  'postPage.backToFeed': 'Open the feed',
  'postPage.loadFailed': 'The post could not be loaded',
  'postPage.loadFailedBody': 'Check your connection and try again.',
  'postPage.retry': 'Try again',
  'postPage.onMap': 'View {site} on the map',
};
