// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { AccountDeletionMessageKey } from './messages';

export const accountDeletionMessagesEn: Record<AccountDeletionMessageKey, string> = {
  'dangerZone.title': 'Delete your account',
  'dangerZone.lead':
    'Deletes your account and everything you have recorded. A deleted account cannot be restored.',
  'dangerZone.link': 'Delete your account…',

  'deleteAccount.heading': 'Delete your account',
  'deleteAccount.lead':
    'Deleting the account @{username} deletes all of the following. This cannot be undone.',
  'deleteAccount.listLabel': 'What is deleted',
  'deleteAccount.item.visits': 'Your visits (dates, stars, comments, notes) and their photos',
  'deleteAccount.item.wishlist': 'Your wishlist',
  'deleteAccount.item.profile': 'Your profile (display name, bio, profile picture and the rest)',
  'deleteAccount.item.social': 'Your likes, follows, followers and blocks',
  'deleteAccount.item.comments':
    'Your comments (one that others replied to stays, emptied and shown as “Deleted user”, so their replies stay)',
  'deleteAccount.item.badges': 'Your badges and ranking records',
  'deleteAccount.item.sessions': 'Your sign-ins on every device',
  'deleteAccount.item.device': 'Your data kept on this device (changes waiting to be sent too)',
  'deleteAccount.exportLead': 'To keep your records, export them before you delete the account.',
  'deleteAccount.passwordLabel': 'Password',
  'deleteAccount.passwordHint': 'Enter your password to confirm it is you.',
  'deleteAccount.googleLead':
    'You sign in to this account with Google. Confirm with the linked Google account that it is you; the account is deleted as soon as you do.',
  'deleteAccount.googleUnavailable':
    'Google cannot confirm it is you right now, so the account cannot be deleted. Set a password (“Set a password” on your profile) and delete it with that.',
  'deleteAccount.submit': 'Delete my account for good',
  'deleteAccount.deleting': 'Deleting…',
  'deleteAccount.cancel': 'Back to your profile',
  'deleteAccount.offline':
    'Deleting the account needs an internet connection. Try again once you are online.',
  'deleteAccount.passwordRequired': 'Enter your password.',
  'deleteAccount.passwordIncorrect': 'The password is not correct.',
  'deleteAccount.googleMismatch': 'This Google account is not the one linked to this account.',
  'deleteAccount.rateLimited': 'Too many attempts. Wait a while and try again.',
  'deleteAccount.failed': 'Could not delete the account: {message}',
};
