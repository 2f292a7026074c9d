// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { RemoteViewMessageKey } from './messages';

export const remoteViewMessagesEn: Record<RemoteViewMessageKey, string> = {
  'time.justNow': 'just now',
  'time.minutes': '{count} minute ago|{count} minutes ago',
  'time.minute': '1 minute ago',
  'time.hours': '{count} hour ago|{count} hours ago',
  'time.hour': '1 hour ago',
  'time.yesterday': 'yesterday',
  'time.days': '{count} day ago|{count} days ago',
  'remoteView.age': 'Content from {age}',
  'remoteView.offline': 'You are offline: this is the copy saved on this device.',
  'remoteView.failed':
    'The latest content could not be loaded: this is the copy saved on this device.',
  'remoteView.retry': 'Try again',
  'remoteView.loading': 'Loading…',
};
