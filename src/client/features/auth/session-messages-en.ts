// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { SessionMessageKey } from './session-messages';

export const sessionMessagesEn: Record<SessionMessageKey, string> = {
  'auth.logout.waitingTitle': '{count} change is not sent yet|{count} changes are not sent yet',
  'auth.logout.waitingLead':
    'Logging out removes your records from this device. What should happen to the changes the server has not received yet?',
  'auth.logout.keep': 'Keep them on this device and send them after my next login',
  'auth.logout.discard': 'Discard them and log out',
  'auth.logout.cancel': 'Stay logged in',
  'auth.welcome': 'Welcome! Your account name is @{username} (you can find it on your profile)',
  'auth.welcome.profile': 'View profile',
  'auth.welcome.dismiss': 'Dismiss',
};
