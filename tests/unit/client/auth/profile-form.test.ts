import { describe, expect, it } from 'vitest';
import {
  pictureErrorMessage,
  profileErrorMessages,
} from '../../../../src/client/features/profile/profile-error-messages';
import {
  pictureProblem,
  profileFormValues,
  toProfileUpdate,
} from '../../../../src/client/features/profile/profile-form';
import { ja } from '../../../../src/client/i18n/ja';
import { type Translate, translate } from '../../../../src/client/i18n/translate';
import type { User } from '../../../../src/shared/api/auth';

const t: Translate = (key, values) => translate(ja, key, values);

const user: User = {
  id: 1,
  username: 'taro',
  email: 'taro@example.com',
  display_name: '太郎',
  full_name: '太郎',
  profile_picture: null,
  bio: '',
  location: '京都',
  website: '',
  birth_date: null,
  joined_date: '2026-01-02T03:04:05Z',
  posts_count: 0,
  total_visits: 0,
  countries_visited: 0,
  followers_count: 0,
  following_count: 0,
  is_following: false,
};

describe('profile form values', () => {
  it('starts from the user, a missing birth date as empty text', () => {
    expect(profileFormValues(user)).toEqual({
      display_name: '太郎',
      bio: '',
      birth_date: '',
      location: '京都',
      website: '',
    });
  });

  it('sends an empty birth date as null and trims the rest', () => {
    const values = { ...profileFormValues(user), display_name: ' 花子 ', birth_date: ' ' };
    expect(toProfileUpdate(values)).toEqual({
      display_name: '花子',
      bio: '',
      birth_date: null,
      location: '京都',
      website: '',
    });
    expect(toProfileUpdate({ ...values, birth_date: '1990-05-06' }).birth_date).toBe('1990-05-06');
  });
});

describe('pictureProblem (SPEC.md §5)', () => {
  it('accepts an image of at most 5,242,880 bytes', () => {
    expect(pictureProblem({ type: 'image/png', size: 5_242_880 })).toBeNull();
  });

  it('refuses a larger one', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 5_242_881 })).toBe('tooLarge');
  });

  it('refuses what is not an image', () => {
    expect(pictureProblem({ type: 'text/plain', size: 10 })).toBe('notImage');
    expect(pictureProblem({ type: '', size: 10 })).toBe('notImage');
  });
});

describe('profileErrorMessages (SPEC.md §5)', () => {
  it('prefixes each field message with its label', () => {
    const body = {
      detail: '入力内容に誤りがあります。',
      display_name: ['表示名は50文字以内で入力してください。'],
      website: ['URL を入力してください。'],
      birth_date: ['未来の日付は指定できません。'],
      bio: ['長すぎます。'],
      location: ['長すぎます。'],
    };
    expect(profileErrorMessages(body, t)).toEqual([
      { field: 'display_name', message: '表示名: 表示名は50文字以内で入力してください。' },
      { field: 'bio', message: '自己紹介: 長すぎます。' },
      { field: 'birth_date', message: '生年月日: 未来の日付は指定できません。' },
      { field: 'location', message: '居住地: 長すぎます。' },
      { field: 'website', message: 'ウェブサイト: URL を入力してください。' },
    ]);
  });

  it('otherwise non_field_errors, detail or a plain string', () => {
    expect(profileErrorMessages({ detail: 'x', non_field_errors: ['N'] }, t)).toEqual([
      { field: null, message: 'N' },
    ]);
    expect(profileErrorMessages('plain', t)).toEqual([{ field: null, message: 'plain' }]);
  });

  it("otherwise 'プロフィールの更新に失敗しました'", () => {
    expect(profileErrorMessages(undefined, t)).toEqual([
      { field: null, message: 'プロフィールの更新に失敗しました' },
    ]);
  });

  it('names a refused picture, with the reason when the server gave one', () => {
    expect(pictureErrorMessage(undefined, t)).toBe('プロフィール写真の更新に失敗しました');
    expect(
      pictureErrorMessage({ detail: 'x', profile_picture: ['画像ファイルを選択してください'] }, t),
    ).toBe('プロフィール写真の更新に失敗しました: 画像ファイルを選択してください');
  });
});
