// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { VisitsMessageKey } from './messages';

export const visitsMessagesEn: Record<VisitsMessageKey, string> = {
  'visit.heading': 'Your visit',
  'visit.signedOut': 'Sign in to record your visits.',
  'visit.login': 'Sign in',
  'visit.date': 'Date of visit',
  'visit.dateRequired': 'Enter the date of your visit.',
  'visit.dateFuture': 'The date cannot be later than today.',
  'visit.country': 'Country visited',
  'visit.countryHint':
    'This site spans several countries. Your countries visited count the one you choose here.',
  'visit.locationChoose': 'Choose from my location',
  'visit.locationFinding': 'Finding your location…',
  'visit.locationChosen': 'Chosen from your location: {country}',
  'visit.locationOutside':
    'Your location is in none of this site’s countries, so the choice stays as it was.',
  'visit.locationDenied': 'Location access is not allowed, so the choice stays as it was.',
  'visit.locationUnavailable': 'Your location could not be found, so the choice stays as it was.',
  'visit.locationTimeout': 'Finding your location took too long, so the choice stays as it was.',
  'visit.rating': 'Rating',
  'visit.ratingStar': '{count} star|{count} stars',
  'visit.comment': 'Comment',
  'visit.commentCount': '{count} / {max} characters',
  'visit.photo': 'Photo',
  'visit.photoChoose': 'Choose a photo',
  'visit.photoChange': 'Change the photo',
  'visit.photoHint': 'One JPEG, PNG, GIF or WEBP image (up to 10 MB)',
  'visit.photoChosen': 'Chosen photo',
  'visit.photoSaved': 'Saved photo',
  'visit.photoWaiting': 'Photo waiting to be sent',
  'visit.photoClear': 'Remove the chosen photo',
  'visit.record': 'Record visit',
  'visit.update': 'Update visit',
  'visit.saving': 'Saving…',
  'visit.saveFailed': 'Saving failed. Please try again.',
  'visit.remove': 'Remove visit',
  'visit.removeQuestion': 'Remove the record of this visit?',
  'visit.removeConfirm': 'Yes, remove it',
  'visit.removeCancel': 'Keep it',

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
};
