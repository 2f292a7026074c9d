/** README.txt of the export: what each file is, in Japanese and English. */
export function readmeText(source: 'server' | 'device'): string {
  const ja =
    source === 'server'
      ? 'Heritage Passport のアカウントに保存されているすべての記録です。'
      : 'この端末に保存されている記録です（オフラインで作成したため、この端末にない写真は含まれません）。';
  const en =
    source === 'server'
      ? 'Everything your Heritage Passport account holds.'
      : 'The records this device holds (made offline: photos this device does not hold are not included).';
  return [
    'Heritage Passport — あなたのデータ / Your data',
    '',
    ja,
    '',
    'visits.csv, visits.json   訪問記録（UNESCO 登録番号、遺産名、訪れた国、日付、評価、コメント、メモ、公開範囲）',
    'wishlist.csv, wishlist.json   ウィッシュリスト',
    'profile.json   プロフィール',
    'badges.json   獲得したバッジ',
    'photos/   訪問の写真（visits.csv の photo 列の名前）',
    '',
    "CSV は UTF-8（BOM 付き）です。= + - @ で始まるセルには、表計算ソフトが数式として実行しないよう先頭に ' を付けています。",
    '',
    en,
    '',
    'visits.csv, visits.json   your visits (UNESCO id number, site names, country visited, date, stars, comment, notes, visibility)',
    'wishlist.csv, wishlist.json   your wishlist',
    'profile.json   your profile',
    'badges.json   the badges you earned',
    'photos/   the photos of your visits (named in the photo column of visits.csv)',
    '',
    "The CSV files are UTF-8 with a byte-order mark. Cells starting with = + - @ begin with ' so that spreadsheet programs do not run them as formulas.",
    '',
  ].join('\r\n');
}
