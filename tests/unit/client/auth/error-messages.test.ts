import { describe, expect, it } from 'vitest';
import {
  googleErrorMessage,
  loginErrorMessage,
  registerErrorMessages,
} from '../../../../src/client/features/auth/error-messages';
import { en } from '../../../../src/client/i18n/en';
import { ja } from '../../../../src/client/i18n/ja';
import { type Translate, translate } from '../../../../src/client/i18n/translate';

const t: Translate = (key, values) => translate(ja, key, values);

/** A field-error body as the server writes it (src/server/auth/errors.ts). */
function fieldBody(field: string, message: string, code: string) {
  return {
    detail: '入力内容に誤りがあります。',
    code: 'invalid',
    [field]: [message],
    codes: { [field]: [code] },
  };
}

const messagesOf = (body: unknown) => registerErrorMessages(body, t).map((m) => m.message);

describe('registerErrorMessages (SPEC.md §5)', () => {
  it.each([
    [
      'username',
      'username_taken',
      'このアカウント名は既に使用されています。別のアカウント名をお試しください。',
    ],
    [
      'username',
      'username_invalid',
      'アカウント名は半角英数字とアンダースコア（_）の3〜30文字で入力してください。',
    ],
    ['email', 'email_taken', 'このメールアドレスは既に登録されています。'],
    ['email', 'email_invalid', '有効なメールアドレスを入力してください。'],
    ['password', 'password_too_short', '8文字以上のパスワードを入力してください。'],
    ['password', 'password_too_common', 'より複雑なパスワードを設定してください。'],
    ['password', 'password_numeric', 'パスワードを数字だけにすることはできません。'],
    ['password_confirm', 'password_mismatch', 'パスワードが一致しません'],
  ])('maps %s / %s by its code, whatever the server text says', (field, code, expected) => {
    expect(messagesOf(fieldBody(field, 'server wording', code))).toEqual([expected]);
  });

  it.each([
    ['username', 'required', 'アカウント名: この項目は必須です。'],
    ['email', 'required', 'メールアドレス: この項目は必須です。'],
    ['password', 'password_too_similar', 'パスワード: 似すぎています。'],
    ['display_name', 'display_name_too_long', '表示名: 50文字以内です。'],
  ])('prefixes the server message of other %s errors (%s)', (field, code, expected) => {
    const message = expected.slice(expected.indexOf(': ') + 2);
    expect(messagesOf(fieldBody(field, message, code))).toEqual([expected]);
  });

  it('falls back to the prefixed server message when no code is sent', () => {
    expect(messagesOf({ email: ['Enter a valid email address.'] })).toEqual([
      'メールアドレス: Enter a valid email address.',
    ]);
  });

  it('shows every field error, each attached to its input (account name to the form)', () => {
    const body = {
      detail: '入力内容に誤りがあります。',
      username: ['taken'],
      email: ['taken'],
      password: ['common', 'numeric'],
      codes: {
        username: ['username_taken'],
        email: ['email_taken'],
        password: ['password_too_common', 'password_numeric'],
      },
    };
    expect(registerErrorMessages(body, t)).toEqual([
      {
        field: null,
        message: 'このアカウント名は既に使用されています。別のアカウント名をお試しください。',
      },
      { field: 'email', message: 'このメールアドレスは既に登録されています。' },
      { field: 'password', message: 'より複雑なパスワードを設定してください。' },
      { field: 'password', message: 'パスワードを数字だけにすることはできません。' },
    ]);
  });

  it('otherwise shows the first non_field_errors entry', () => {
    expect(messagesOf({ detail: 'x', non_field_errors: ['first', 'second'] })).toEqual(['first']);
  });

  it('otherwise shows detail, then error', () => {
    expect(messagesOf({ detail: '試行回数が多すぎます。', code: 'rate_limited' })).toEqual([
      '試行回数が多すぎます。',
    ]);
    expect(messagesOf({ error: 'something' })).toEqual(['something']);
  });

  it('otherwise shows a plain string body', () => {
    expect(messagesOf('Service down for maintenance')).toEqual(['Service down for maintenance']);
  });

  it.each([[undefined], [null], [''], [{}], [[]], [{ detail: 42 }]])(
    'otherwise says the account could not be created (%j)',
    (body) => {
      expect(messagesOf(body)).toEqual(['アカウントの作成に失敗しました']);
    },
  );

  it('speaks the current language', () => {
    const english: Translate = (key, values) => translate(en, key, values);
    const body = fieldBody('email', 'x', 'email_taken');
    expect(registerErrorMessages(body, english)[0]?.message).toBe(
      'This email address is already registered.',
    );
  });
});

describe('loginErrorMessage (SPEC.md §8)', () => {
  it("shows the server's error or detail", () => {
    expect(
      loginErrorMessage({ detail: '正しくありません。', code: 'invalid_credentials' }, t),
    ).toBe('正しくありません。');
    expect(loginErrorMessage({ error: 'E', detail: 'D' }, t)).toBe('E');
  });

  it("otherwise 'ログインに失敗しました'", () => {
    expect(loginErrorMessage(undefined, t)).toBe('ログインに失敗しました');
    expect(loginErrorMessage({}, t)).toBe('ログインに失敗しました');
  });
});

describe('googleErrorMessage (SPEC.md §8)', () => {
  it('prefixes the server error on login', () => {
    expect(googleErrorMessage({ detail: 'D', error: '確認できませんでした' }, 'login', t)).toBe(
      'Googleログインに失敗しました: 確認できませんでした',
    );
  });

  it("says '不明なエラー' when the server gave no reason", () => {
    expect(googleErrorMessage(undefined, 'login', t)).toBe(
      'Googleログインに失敗しました: 不明なエラー',
    );
  });

  it('has its own wording on the register screen', () => {
    expect(googleErrorMessage(undefined, 'register', t)).toBe(
      'Googleアカウントでの登録に失敗しました',
    );
    expect(googleErrorMessage({ error: 'R' }, 'register', t)).toBe(
      'Googleアカウントでの登録に失敗しました: R',
    );
  });
});
