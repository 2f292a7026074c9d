import type { Random } from './random';

/** Names and words of the demo community, in Japanese and English. */
const JA_FAMILY = [
  ['佐藤', 'sato'],
  ['鈴木', 'suzuki'],
  ['高橋', 'takahashi'],
  ['田中', 'tanaka'],
  ['伊藤', 'ito'],
  ['渡辺', 'watanabe'],
  ['山本', 'yamamoto'],
  ['中村', 'nakamura'],
  ['小林', 'kobayashi'],
  ['加藤', 'kato'],
  ['吉田', 'yoshida'],
  ['山田', 'yamada'],
  ['松本', 'matsumoto'],
  ['井上', 'inoue'],
  ['木村', 'kimura'],
  ['林', 'hayashi'],
  ['清水', 'shimizu'],
  ['森', 'mori'],
  ['池田', 'ikeda'],
] as const;
const JA_GIVEN = [
  ['さくら', 'sakura'],
  ['ハルト', 'haruto'],
  ['陽菜', 'hina'],
  ['蓮', 'ren'],
  ['結衣', 'yui'],
  ['大翔', 'hiroto'],
  ['美咲', 'misaki'],
  ['翔太', 'shota'],
  ['あおい', 'aoi'],
  ['健', 'ken'],
  ['ユウキ', 'yuki'],
  ['真央', 'mao'],
  ['拓海', 'takumi'],
  ['ことは', 'kotoha'],
  ['直人', 'naoto'],
] as const;
const EN_FIRST = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Chloé',
  'Mateo',
  'Zoë',
  'Owen',
  'Amélie',
  'Jack',
  'Sofia',
  'Leo',
  'Hannah',
  'Felix',
  'Isla',
  'Daniel',
] as const;
const EN_LAST = [
  'Smith',
  'Johnson',
  'Brown',
  'García',
  'Miller',
  'Davis',
  'Martin',
  'Müller',
  'Rossi',
  'Dubois',
  'Walker',
  'Young',
  'King',
  'Wright',
  'López',
  'Hill',
  'Green',
  'Baker',
  'Nelson',
  'Carter',
] as const;
const JA_BIO = [
  '世界遺産をめぐる旅が趣味です。',
  '週末はお城めぐり。',
  '写真を撮りながら歩いています。',
  'いつか全部の大陸へ。',
  '',
] as const;
const EN_BIO = [
  'Collecting World Heritage sites one trip at a time.',
  'Slow travel, old stones.',
  '',
] as const;

export const JA_COMMENTS = [
  '想像以上に素晴らしかったです。',
  '朝早く行くと人が少なくておすすめ。',
  'また必ず来たい場所。',
  '雨でしたが、それも風情がありました。',
  'ガイドツアーに参加して正解でした。',
  '景色に言葉を失いました。',
] as const;
export const EN_COMMENTS = [
  'Even better than the photos.',
  'Go early, the light is wonderful.',
  'Worth every step of the climb.',
  'Crowded at noon, magical at sunset.',
  'A must for anyone who loves history.',
] as const;
export const JA_REPLIES = [
  '素敵ですね！',
  '私も行きたいです。',
  'いい写真！',
  '参考になります。',
] as const;
export const EN_REPLIES = [
  'Lovely!',
  'Adding this to my list.',
  'Great tip, thanks.',
  'Wow.',
] as const;

export type DemoPerson = {
  username: string;
  displayName: string;
  bio: string;
  location: string;
  japanese: boolean;
  initials: string;
};

/** The n-th traveller: about two thirds Japanese, one third English-speaking. */
export function demoPerson(random: Random, n: number): DemoPerson {
  if (random.chance(0.65)) {
    const [family, familyLatin] = random.pick(JA_FAMILY);
    const [given, givenLatin] = random.pick(JA_GIVEN);
    return {
      username: `${givenLatin}_${familyLatin}${n}`.slice(0, 30),
      displayName: `${family} ${given}`,
      bio: random.pick(JA_BIO),
      location: random.pick(['東京', '大阪', '京都', '札幌', '福岡', '那覇', '']),
      japanese: true,
      initials: family.slice(0, 1),
    };
  }
  const first = random.pick(EN_FIRST);
  const last = random.pick(EN_LAST);
  return {
    username: `${first}_${last}${n}`
      .normalize('NFD')
      .replace(/[^A-Za-z0-9_]/g, '')
      .slice(0, 30),
    displayName: `${first} ${last}`,
    bio: random.pick(EN_BIO),
    location: random.pick(['London', 'Toronto', 'Sydney', 'Paris', 'Berlin', '']),
    japanese: false,
    initials: `${first[0]}${last[0]}`,
  };
}
