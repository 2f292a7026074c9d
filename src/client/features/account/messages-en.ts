// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { accountMessagesJa } from './messages';

export const accountMessagesEn: Record<keyof typeof accountMessagesJa, string> = {
  'auth.login.forgot': 'Forgot your password?',

  'reset.request.lead':
    'Enter the e-mail address you registered with. We will send you a link to set a new password.',
  'reset.request.submit': 'Send me a reset link',
  'reset.request.sending': 'Sending…',
  'reset.request.sent':
    'If an account uses {email}, a reset link is on its way. Check your spam folder if it does not arrive. The link works for one hour.',
  'reset.request.missing': 'Enter your e-mail address.',
  'reset.confirm.lead': 'Choose a new password. Resetting signs you out on every device.',
  'reset.confirm.submit': 'Reset my password',
  'reset.confirm.saving': 'Resetting…',
  'reset.confirm.done': 'Your password is reset. Log in with the new one.',
  'reset.failed': 'Could not reset the password: {message}',
  'reset.linkInvalid': 'This link is invalid or has expired. Ask for a new reset link.',
  'reset.requestAgain': 'Send a new reset link',
  'reset.toLogin': 'Go to login',

  'verify.working': 'Confirming your e-mail address…',
  'verify.done': 'Your e-mail address is confirmed. Thank you.',
  'verify.linkInvalid':
    'This link is invalid or has expired. You can send a new one from your profile.',
  'verify.missing': 'The link has no confirmation code. Open the link from the mail as it is.',
  'verify.toProfile': 'Go to your profile',
  'verify.toMap': 'Go to the map',

  'account.offline': 'Could not reach the server. Try again once you are online.',
  'account.field.newPassword': 'New password',
  'account.field.newPasswordHint':
    'At least 8 characters; not digits only, not a common one, not like your account name.',
  'account.field.newPasswordConfirm': 'New password (again)',
  'account.field.currentPassword': 'Current password',
  'account.passwordMismatch': 'The passwords do not match',

  'ownProfile.email.unverified':
    'Your e-mail address is not confirmed yet. Open the link in the mail we sent you.',
  'ownProfile.email.resend': 'Send the mail again',
  'ownProfile.email.resending': 'Sending…',
  'ownProfile.email.resent': 'The confirmation mail is on its way.',
  'ownProfile.email.resendFailed': 'Could not send the mail: {message}',
  'ownProfile.email.verified': 'confirmed',
  'ownProfile.email.notVerified': 'not confirmed',

  'ownProfile.password.title': 'Password',
  'ownProfile.password.change': 'Change password',
  'ownProfile.password.saving': 'Changing…',
  'ownProfile.password.cancel': 'Cancel',
  'ownProfile.password.changed': 'Your password is changed. Other devices have been signed out.',
  'ownProfile.password.failed': 'Could not change the password',
  'ownProfile.password.none':
    'This account has no password (you log in with Google). To set one, use a reset link.',
  'ownProfile.password.setFirst': 'Set a password',

  'ownProfile.devices.title': 'Signed-in devices',
  'ownProfile.devices.lead':
    'Devices signed in to this account. Sign out any device you do not recognise.',
  'ownProfile.devices.loading': 'Loading…',
  'ownProfile.devices.failed': 'Could not load the devices.',
  'ownProfile.devices.offline': 'You are offline: the devices cannot be listed.',
  'ownProfile.devices.retry': 'Reload the devices',
  'ownProfile.devices.unknown': 'Unknown device',
  'ownProfile.devices.current': 'This device',
  'ownProfile.devices.since': 'Signed in {date}',
  'ownProfile.devices.lastUsed': 'Last used {date}',
  'ownProfile.devices.end': 'Sign out',
  'ownProfile.devices.endLabel': 'Sign out {device}',
  'ownProfile.devices.ended': '{device} is signed out.',
  'ownProfile.devices.endFailed': 'Could not sign that device out.',
  'ownProfile.devices.endAll': 'Sign out everywhere',
  'ownProfile.devices.endAllConfirm':
    'This signs you out on every device, this one included. Continue?',
};
