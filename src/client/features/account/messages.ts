/** Messages of the credential lifecycle's screens and profile sections. */
export const accountMessagesJa = {
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
