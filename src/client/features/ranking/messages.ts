/**
 * Messages of /ranking (SPEC.md §2 Ranking). Spread into i18n/ja-screens.ts and en-screens.ts.
 * Units follow SPEC.md §2: サイト / か国 / 件.
 */
export const rankingMessagesJa = {
  'ranking.lead': '訪れた世界遺産・国・レビューの数で、旅の仲間と比べてみましょう。',
  'ranking.typeGroup': 'ランキングの種類',
  'ranking.type.total_visits': '訪問サイト数',
  'ranking.type.countries_visited': '訪問国数',
  'ranking.type.reviews_count': 'レビュー数',
  'ranking.periodGroup': '期間',
  'ranking.period.all_time': '全期間',
  'ranking.period.yearly': '今年',
  'ranking.period.monthly': '今月',
  'ranking.periodOf': '{period}の集計',
  'ranking.score.total_visits': '{count} サイト',
  'ranking.score.countries_visited': '{count} か国',
  'ranking.score.reviews_count': '{count} 件',
  'ranking.stat.countries': '{count} か国',
  'ranking.stat.sites': '{count} サイト',
  'ranking.stat.reviews': 'レビュー {count} 件',
  'ranking.rank': '{rank} 位',
  'ranking.you': 'あなた',
  'ranking.listLabel': '{type}（{period}）のランキング',
  'ranking.loading': 'ランキングを読み込み中…',
  'ranking.error': 'エラーが発生しました',
  'ranking.errorBody': 'ランキングを読み込めませんでした。接続を確かめて、もう一度お試しください。',
  'ranking.errorDetails': '詳細',
  'ranking.errorOffline': 'サーバーから応答がありません（オフラインか、接続が切れています）。',
  'ranking.errorStatus': 'サーバーの応答: {status}',
  'ranking.retry': '再試行',
  'ranking.empty.total_visits': 'この期間に訪問を記録した人はまだいません',
  'ranking.empty.countries_visited': 'この期間に国を訪れた記録はまだありません',
  'ranking.empty.reviews_count': 'この期間にコメント付きの訪問はまだありません',
  'ranking.emptyBody.total_visits':
    '地図で世界遺産を選んで訪問を記録すると、訪問サイト数のランキングに載ります。',
  'ranking.emptyBody.countries_visited':
    '訪問を記録すると、その世界遺産の国が数えられ、訪問国数のランキングに載ります。',
  'ranking.emptyBody.reviews_count':
    '訪問にコメント（感想）を書くと、レビュー数のランキングに載ります。',
  'ranking.toMap': '地図を見る',
  'ranking.mine.title': 'あなたの順位',
  'ranking.mine.score': 'スコア',
  'ranking.mine.unranked': 'まだ順位はありません',
  'ranking.mine.unrankedBody': 'この期間の記録がまだありません。訪問を記録すると順位が付きます。',
  'ranking.mine.hidden':
    'プロフィールで「ランキングに表示する」をオフにしているため、ほかの人が見る一覧にはあなたは載りません。順位は表示した場合の位置です。',
  'ranking.mine.failed': '自分の順位を読み込めませんでした',
  'ranking.mine.signIn': 'ログインすると、あなたの順位がここに表示されます。',
  'ranking.mine.login': 'ログインする',
  'ranking.how.title': '数え方',
  'ranking.how.sites':
    '訪問サイト数: 同じ世界遺産は何度訪れても 1 サイトと数えます。世界遺産リストから外れたサイトは数えません。',
  'ranking.how.countries':
    '訪問国数: 訪れた国の数です。複数の国にまたがる世界遺産は、訪問で選んだ側の国だけを数えます。',
  'ranking.how.reviews': 'レビュー数: コメント（感想）を書いた訪問の数です。',
  'ranking.how.periods':
    '今年・今月: 記録した日ではなく訪問日で、日本時間の暦どおりに数えます。さかのぼって記録した訪問は、訪れた年・月に数えられます。',
  'ranking.how.ties': '同じ数の人は同じ順位です。その中では、先にその数に達した人が上に並びます。',
  'ranking.how.hidden':
    'プロフィールで「ランキングに表示する」をオフにした人と、数が 0 の人は一覧に載りません。',
} as const;

export type RankingMessageKey = keyof typeof rankingMessagesJa;
