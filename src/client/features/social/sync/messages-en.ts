// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { socialSyncMessagesJa } from './messages';

export const socialSyncMessagesEn: Record<keyof typeof socialSyncMessagesJa, string> = {
  'socialSync.like': 'Like: {name}',
  'socialSync.unlike': 'Unlike: {name}',
  'socialSync.follow': 'Follow: {name}',
  'socialSync.unfollow': 'Unfollow: {name}',
  'socialSync.block': 'Block: {name}',
  'socialSync.unblock': 'Unblock: {name}',
  'socialSync.comment': 'Comment: “{name}”',
  'socialSync.deleteComment': 'Deleting comment: {name}',
  'socialSync.unknownPost': 'Post #{id}',
  'socialSync.unknownUser': 'User #{id}',
  'socialSync.unknownComment': 'Comment #{id}',
  'socialSync.likeDropped': 'The post is gone, so the like was not sent.',
  'socialSync.dismiss': 'OK',
  'socialSync.pending': 'Waiting to be sent',
  'socialSync.sent': 'Sent',
  'socialSync.failed': 'Sending failed',
};
