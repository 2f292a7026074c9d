/**
 * Messages of /feed and its post cards. Spread into i18n/ja-screens.ts and en-screens.ts. SPEC.md
 * gives the tab names (すべて / フォロー中 / 自分).
 */
export const feedMessagesJa = {
  'feed.tabs': 'フィードの種類',
  'feed.tab.all': 'すべて',
  'feed.tab.following': 'フォロー中',
  'feed.tab.mine': '自分',
  'feed.loginTitle': 'ログインが必要です',
  'feed.loginBody':
    'ログインすると、フォローしたユーザーの投稿や自分の投稿を見たり、いいねやフォローができます。',
  'feed.login': 'ログインする',
  'feed.loading': 'フィードを読み込み中…',
  'feed.loadFailed': 'フィードの読み込みに失敗しました',
  'feed.loadFailedBody': '接続を確かめて、もう一度お試しください。',
  'feed.offlineNoCopy': 'オフラインのため、このタブを表示できません',
  'feed.offlineNoCopyBody': 'このタブはまだこの端末に保存されていません。接続すると表示されます。',
  'feed.offlineNoCopyMine':
    'このタブはまだこの端末に保存されていません。自分の訪問記録は、オフラインでもダッシュボードと地図で見られます。',
  'feed.retry': '再試行',
  'feed.emptyAll': 'まだ投稿がありません',
  'feed.emptyFollowing': 'フォロー中のユーザーの投稿はまだありません',
  'feed.emptyFollowingBody': 'ユーザーを探してフォローすると、その投稿がここに表示されます。',
  'feed.findUsers': 'ユーザーを探す',
  'feed.emptyMine': 'まだ訪問を記録していません',
  'feed.emptyMineBody': '地図で世界遺産を選んで、訪問を記録しましょう。',
  'feed.toMap': '地図を見る',
  'feed.loadingMore': '続きを読み込み中…',
  'feed.moreFailed': '続きを読み込めませんでした',
  'feed.loadMore': '続きを読み込む',
  'feed.end': 'これ以上の投稿はありません',
  'post.visitedOn': '訪問日 {date}',
  // A label before the time: 「たった今に投稿」「昨日に投稿」 read wrongly.
  'post.posted': '投稿 {time}',
  'post.rating': '{count}つ星',
  'post.like': 'いいね {count}',
  'post.likeWaiting': '送信待ち',
  'post.comments': 'コメント {count} 件',
  'post.onMap': '地図で見る',
  'post.photo': '{site}の写真',
  'post.delisted': '世界遺産リストから外れました（記録は残り、数には入りません）',
} as const;

export type FeedMessageKey = keyof typeof feedMessagesJa;
