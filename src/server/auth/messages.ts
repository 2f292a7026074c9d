import type { FieldErrorCode } from '../../shared/api/auth';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  LOCATION_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  WEBSITE_MAX,
} from './limits';

/** The Japanese message of each field-error code (SPEC.md §5 where it gives one). */
export const FIELD_MESSAGES: Record<FieldErrorCode, string> = {
  required: 'この項目は必須です。',
  invalid: '入力内容に誤りがあります。',
  username_taken: 'このアカウント名は既に使用されています。別のアカウント名をお試しください。',
  username_invalid: 'アカウント名は半角英数字とアンダースコア（_）の3〜30文字で入力してください。',
  email_taken: 'このメールアドレスは既に登録されています。',
  email_invalid: '有効なメールアドレスを入力してください。',
  password_too_short: `パスワードは${PASSWORD_MIN}文字以上で入力してください。`,
  password_too_long: `パスワードは${PASSWORD_MAX}文字以内で入力してください。`,
  password_too_common: 'より複雑なパスワードを設定してください。',
  password_numeric: 'パスワードを数字だけにすることはできません。',
  password_too_similar: 'パスワードがアカウント名やメールアドレスと似すぎています。',
  password_mismatch: 'パスワードが一致しません',
  display_name_too_long: `表示名は${DISPLAY_NAME_MAX}文字以内で入力してください。`,
  bio_too_long: `自己紹介は${BIO_MAX}文字以内で入力してください。`,
  location_too_long: `居住地は${LOCATION_MAX}文字以内で入力してください。`,
  website_invalid: `ウェブサイトは http:// または https:// で始まる${WEBSITE_MAX}文字以内の URL を入力してください。`,
  birth_date_invalid: '生年月日は YYYY-MM-DD 形式の正しい日付で入力してください。',
  birth_date_in_future: '生年月日に未来の日付は指定できません。',
  image_invalid: '画像ファイルを選択してください',
  image_too_large: 'ファイルサイズは5MB以下にしてください',
  too_long: '入力が長すぎます。',
  password_incorrect: '現在のパスワードが正しくありません。',
};

export const AUTH_MESSAGES = {
  fieldErrors: '入力内容に誤りがあります。',
  invalidCredentials: 'アカウント名（またはメールアドレス）かパスワードが正しくありません。',
  tokenNotValid: 'ログインの有効期限が切れたか、認証情報が無効です。もう一度ログインしてください。',
  refreshNotValid: 'セッションの有効期限が切れたか、無効です。もう一度ログインしてください。',
  notAuthenticated: 'この操作にはログインが必要です。',
  rateLimited: '試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
  googleNotConfigured: 'Google ログインは設定されていません。',
  googleTokenInvalid: 'Google アカウントを確認できませんでした。もう一度お試しください。',
  googleNonceInvalid: 'Google ログインの確認の有効期限が切れました。もう一度お試しください。',
  googleEmailNotVerified: 'Google アカウントのメールアドレスが確認されていません。',
  googleAccountConflict:
    'このメールアドレスのアカウントは別の Google アカウントと連携されています。',
  accountExists:
    'このメールアドレスのアカウントがすでにあります。パスワードでログインしてから、プロフィールページで Google アカウントを連携してください。',
  googleAlreadyLinked: 'このアカウントにはすでに別の Google アカウントが連携されています。',
  googleLinkedElsewhere: 'この Google アカウントは別のアカウントに連携されています。',
  passwordRequired:
    'Google の連携を解除する前にパスワードを設定してください。パスワードがないとログインできなくなります。',
  linkInvalid: 'このリンクは無効か、有効期限が切れています。もう一度お手続きください。',
  noPasswordYet:
    'このアカウントにはパスワードがありません。「パスワードをお忘れですか？」から最初のパスワードを設定してください。',
  googleUnavailable: 'Google に接続できませんでした。しばらくしてからもう一度お試しください。',
  userGone: 'アカウントが見つかりません。もう一度ログインしてください。',
  googleNotThisAccount:
    'この Google アカウントは、このアカウントに連携されているものではありません。連携している Google アカウントで確認してください。',
} as const;
