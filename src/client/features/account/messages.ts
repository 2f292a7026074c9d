/** Messages of the credential lifecycle's screens and profile sections. */
export const accountMessagesJa = {
  'title.passwordReset': 'パスワードの再設定',
  'title.verifyEmail': 'メールアドレスの確認',

  'auth.login.forgot': 'パスワードをお忘れですか？',

  'reset.request.lead':
    '登録したメールアドレスを入力してください。パスワードを再設定するためのリンクをお送りします。',
  'reset.request.submit': '再設定用のリンクを送る',
  'reset.request.sending': '送信しています…',
  'reset.request.sent':
    '{email} 宛てに再設定用のリンクを送りました（このアドレスで登録されている場合）。メールが届かないときは、迷惑メールフォルダもご確認ください。リンクの有効期限は 1 時間です。',
  'reset.request.missing': 'メールアドレスを入力してください。',
  'reset.confirm.lead':
    '新しいパスワードを入力してください。再設定すると、すべての端末でログアウトされます。',
  'reset.confirm.submit': 'パスワードを再設定する',
  'reset.confirm.saving': '再設定しています…',
  'reset.confirm.done': 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  'reset.failed': 'パスワードを再設定できませんでした: {message}',
  'reset.linkInvalid':
    'このリンクは無効か、有効期限が切れています。もう一度、再設定用のリンクをお送りください。',
  'reset.requestAgain': '再設定用のリンクをもう一度送る',
  'reset.toLogin': 'ログイン画面へ',

  'verify.working': 'メールアドレスを確認しています…',
  'verify.done': 'メールアドレスを確認しました。ありがとうございます。',
  'verify.linkInvalid':
    'このリンクは無効か、有効期限が切れています。プロフィールから確認メールを再送できます。',
  'verify.missing': 'リンクに確認用のコードがありません。メールのリンクをそのまま開いてください。',
  'verify.toProfile': 'プロフィールへ',
  'verify.toMap': '地図へ',

  'account.offline':
    'サーバーに接続できませんでした。オンラインになってからもう一度お試しください。',
  'account.field.newPassword': '新しいパスワード',
  'account.field.newPasswordHint':
    '8文字以上。数字だけ、よくあるもの、アカウント名に似たものは使えません。',
  'account.field.newPasswordConfirm': '新しいパスワード（確認）',
  'account.field.currentPassword': '現在のパスワード',
  'account.passwordMismatch': 'パスワードが一致しません',

  'ownProfile.email.unverified':
    'メールアドレスがまだ確認されていません。届いたメールのリンクを開いてください。',
  'ownProfile.email.resend': '確認メールを再送',
  'ownProfile.email.resending': '送信しています…',
  'ownProfile.email.resent': '確認メールを送りました。',
  'ownProfile.email.resendFailed': '確認メールを送れませんでした: {message}',
  'ownProfile.email.verified': '確認済み',
  'ownProfile.email.notVerified': '未確認',

  'ownProfile.password.title': 'パスワード',
  'ownProfile.password.change': 'パスワードを変更',
  'ownProfile.password.saving': '変更しています…',
  'ownProfile.password.cancel': 'キャンセル',
  'ownProfile.password.changed': 'パスワードを変更しました。ほかの端末はログアウトされました。',
  'ownProfile.password.failed': 'パスワードを変更できませんでした',
  'ownProfile.password.none':
    'このアカウントにはパスワードがありません（Google でログインしています）。パスワードを設定するには、再設定用のリンクをお使いください。',
  'ownProfile.password.setFirst': 'パスワードを設定する',

  'ownProfile.devices.title': 'ログイン中の端末',
  'ownProfile.devices.lead':
    'このアカウントにログインしている端末です。心当たりのない端末はログアウトさせてください。',
  'ownProfile.devices.loading': '読み込み中…',
  'ownProfile.devices.failed': '端末の一覧を取得できませんでした。',
  'ownProfile.devices.offline': 'オフラインのため、端末の一覧は表示できません。',
  'ownProfile.devices.retry': '端末の一覧を再読み込み',
  'ownProfile.devices.unknown': '不明な端末',
  'ownProfile.devices.current': 'この端末',
  'ownProfile.devices.since': '{date}にログイン',
  'ownProfile.devices.lastUsed': '最終利用 {date}',
  'ownProfile.devices.end': 'ログアウトさせる',
  'ownProfile.devices.endLabel': '{device} をログアウトさせる',
  'ownProfile.devices.ended': '{device} をログアウトさせました。',
  'ownProfile.devices.endFailed': 'ログアウトさせられませんでした。',
  'ownProfile.devices.endAll': 'すべての端末からログアウト',
  'ownProfile.devices.endAllConfirm':
    'この端末を含む、すべての端末からログアウトします。よろしいですか？',
} as const;

export const accountMessagesEn: Record<keyof typeof accountMessagesJa, string> = {
  'title.passwordReset': 'Reset your password',
  'title.verifyEmail': 'Confirm your e-mail address',

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
