// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { OutboxStatusMessageKey } from './outbox-status-messages';

export const outboxStatusMessagesEn: Record<OutboxStatusMessageKey, string> = {
  'sync.saved': 'Saved on this device',
  'sync.waiting': 'Waiting to be sent',
  'sync.sent': 'Sent',
  'sync.failed': 'Sending failed',
  'sync.ofRemoval': '{state} (removal)',
  'sync.reason': 'Reason: {message}',
  'sync.retry': 'Send again',
  'sync.discard': 'Discard',
  'sync.actionFailed': 'That did not work. Please try again.',
  'waiting.badge': '{count} change waiting to be sent|{count} changes waiting to be sent',
  'waiting.notPersisted':
    'Storage on this device is not persistent. Changes that have not been sent may disappear when the browser frees up space. Open the app where there is a connection to send them.',
  'waiting.atRisk': 'Unsent changes may be lost',
  'waiting.sevenDays':
    'In Safari, changes not yet sent are deleted from this device if the site is not used for seven days. Add it to the Home Screen and open it from there to keep them. Open the app where there is a connection to send them.',
  'failed.badge': '{count} change could not be sent|{count} changes could not be sent',
  'failed.visit': 'Visit: {name}',
  'failed.wishlist': 'Wishlist: {name}',
  'wishlist.unknownSite': 'Heritage site #{id}',
};
