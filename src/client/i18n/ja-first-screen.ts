import { farewellMessagesJa } from '../features/account-deletion/farewell-messages';
import { sessionMessagesJa } from '../features/auth/session-messages';
import { pwaMessagesJa } from '../features/pwa/messages';
import { remoteViewMessagesJa } from '../features/remote-view/messages';
import { socialSyncMessagesJa } from '../features/social/sync/messages';
import { outboxStatusMessagesJa } from '../features/visits/outbox-status-messages';

/**
 * The Japanese messages the first screen needs (docs/PERF.md P1): the shell on every screen
 * (header, menus, footer, notices, cookie banner), the landing page, the pending, not-found
 * and error pages. They come with the app; the other screens' messages (ja-screens.ts) load
 * with those screens (screen-messages.ts). Japanese is the product's own language and the
 * source of every message key; `en-first-screen.ts` must provide the same keys.
 * Placeholders are written `{name}` and filled by the translator.
 */
export const jaFirstScreen = {
  ...farewellMessagesJa,
  ...sessionMessagesJa,
  ...pwaMessagesJa,
  ...remoteViewMessagesJa,
  ...socialSyncMessagesJa,
  ...outboxStatusMessagesJa,
  'app.name': 'Heritage Passport',
  'a11y.skipToContent': '本文へスキップ',
  'loading.generic': '読み込み中…',
  'session.loading': 'ログイン状態を確認しています…',

  'heritageType.cultural': '文化遺産',
  'heritageType.natural': '自然遺産',
  'heritageType.mixed': '複合遺産',

  'title.home': 'ホーム',
  'title.map': '地図',
  'title.feed': 'フィード',
  'title.ranking': 'ランキング',
  'title.userSearch': 'ユーザー検索',
  'title.userProfile': 'ユーザープロフィール',
  'title.dashboard': 'ダッシュボード',
  'title.profile': 'プロフィール',
  'title.login': 'ログイン',
  'title.register': '新規登録',
  'title.passwordReset': 'パスワードの再設定',
  'title.verifyEmail': 'メールアドレスの確認',
  'title.deleteAccount': 'アカウントの削除',
  'title.post': '投稿',

  'nav.label': 'メインメニュー',
  'nav.menu': 'メニュー',
  'nav.map': '地図',
  'nav.feed': 'フィード',
  'nav.userSearch': 'ユーザー検索',
  'nav.ranking': 'ランキング',
  'nav.feedback': 'ご意見・ご要望',
  'nav.opensInNewTab': '（新しいタブで開きます）',
  'nav.wishlist': 'ウィッシュリスト',
  'nav.badges': 'バッジ',
  'nav.dashboard': 'ダッシュボード',
  'nav.profile': 'プロフィール',
  'nav.login': 'ログイン',
  'nav.register': '新規登録',
  'nav.accountMenu': 'アカウントメニュー',
  'nav.accountLabel': 'アカウント',
  'nav.logout': 'ログアウト',

  'footer.sourcePrefix': '出典: ',
  'footer.sourceLink': 'UNESCO World Heritage Centre',
  'footer.sourceSuffix': '（世界遺産リスト）。解説文は ',
  'footer.licence': 'CC BY-SA 3.0 IGO',
  'footer.language': '言語',
  'footer.demo':
    'デモデータ: ここにいる旅行者、訪問、コメントはすべて自動生成された架空のものです。',

  'consent.label': 'Cookie の利用について',
  'consent.message':
    '利用状況の分析のために Cookie を使用します。拒否しても、すべての機能をご利用いただけます。',
  'consent.accept': '同意する',
  'consent.decline': '拒否する',

  'notFound.title': 'ページが見つかりません',
  'notFound.message':
    'お探しのページは移動または削除されたか、URL が間違っている可能性があります。',
  'notFound.home': 'ホームに戻る',

  'routeError.title': 'ページを表示できませんでした',
  'routeError.message':
    '問題が発生しました。もう一度お試しください。続く場合は、ページを再読み込みしてください。',
  'routeError.retry': 'もう一度試す',

  'map.heading': '世界遺産マップ',
  'map.preparingTitle': '地図を準備しています',
  'map.preparingBody':
    '世界遺産を世界地図で探し、種類や国で絞り込み、訪問を記録できる画面を準備しています。',
  'login.description':
    'アカウント名またはメールアドレスとパスワードでログインできるようになります。',
  'register.description':
    '表示名・メールアドレス・パスワードでアカウントを作成できるようになります。',
  'profile.description': '自分のプロフィールの確認と編集、プロフィール写真の変更ができます。',
  'wishlist.description': '行きたい世界遺産を、優先度やメモを付けて管理できます。',

  'landing.hero.eyebrow': 'ユネスコ世界遺産の訪問記録アプリ',
  'landing.hero.title': '世界遺産をめぐる旅を、一冊のパスポートに。',
  'landing.hero.lead':
    '訪れた世界遺産を地図に記録し、行きたい場所をリストに。バッジを集めて、旅の仲間とつながりましょう。無料で使えます。',
  'landing.cta.register': '無料で始める',
  'landing.cta.login': 'ログイン',
  'landing.cta.map': '地図を見る',
  'landing.counter.label': '収録している世界遺産',
  'landing.counter.unit': '件',
  'landing.counter.travellers': '訪問を記録した旅人',
  'landing.counter.travellersUnit': '人',
  'landing.counter.visits': '記録された訪問',
  'landing.counter.visitsUnit': '件',
  'landing.counter.summary':
    '{sites} 件の世界遺産を収録しています。{travellers} 人の旅人が {visits} 件の訪問を記録しました。',
  'landing.counter.age': '{age}の数字です',
  'landing.counter.unavailable': 'ユネスコ世界遺産リストの世界遺産を収録しています',

  'landing.features.title': 'できること',
  'landing.features.map.title': '世界地図で探す',
  'landing.features.map.body':
    'すべての世界遺産を地図の上で。名前や国、種類で絞り込んで、次の目的地を見つけられます。',
  'landing.features.visits.title': '訪問を記録する',
  'landing.features.visits.body':
    '訪れた日付、星の評価、コメント、写真を残して、自分だけの旅の記録に。',
  'landing.features.wishlist.title': 'ウィッシュリスト',
  'landing.features.wishlist.body':
    'いつか行きたい世界遺産を、優先度とメモを付けて保存しておけます。',
  'landing.features.badges.title': 'バッジを集める',
  'landing.features.badges.body':
    '訪問した数や種類に応じてバッジを獲得。集めるほど旅が楽しくなります。',
  'landing.features.feed.title': '仲間とつながる',
  'landing.features.feed.body':
    'ほかの旅人をフォローして、フィードで訪問記録を見たり、いいねやコメントを送ったりできます。',
  'landing.features.ranking.title': 'ランキング',
  'landing.features.ranking.body':
    '訪問数・訪れた国の数・レビュー数で、全期間・今年・今月のランキングに挑戦できます。',

  'landing.tutorial.title': '使い方',
  'landing.tutorial.step1.title': 'アカウントを作る',
  'landing.tutorial.step1.body': 'メールアドレスとパスワードだけで登録できます。',
  'landing.tutorial.step2.title': '地図で探す',
  'landing.tutorial.step2.body': '地図やリストから、訪れた・行きたい世界遺産を見つけます。',
  'landing.tutorial.step3.title': '訪問を記録する',
  'landing.tutorial.step3.body': '日付と評価、感想や写真を残すと、地図に印が付きます。',
  'landing.tutorial.step4.title': 'バッジとランキング',
  'landing.tutorial.step4.body': '記録が増えるとバッジを獲得し、ランキングにも反映されます。',

  'landing.faq.title': 'よくある質問',
  'landing.faq.free.q': '無料で使えますか？',
  'landing.faq.free.a': 'はい。登録も利用も無料です。',
  'landing.faq.devices.q': 'どの端末で使えますか？',
  'landing.faq.devices.a':
    'スマートフォン、タブレット、パソコンのブラウザで使えます。画面の大きさに合わせて表示が変わります。',
  'landing.faq.offline.q': '電波の届かない場所でも使えますか？',
  'landing.faq.offline.a':
    'オフラインでも使えるように設計しています。記録はいったん端末に保存され、通信が戻ったときに送信されます。',
  'landing.faq.visibility.q': '訪問記録はほかの人に公開されますか？',
  'landing.faq.visibility.a':
    'はい。訪問記録はフィードに投稿され、ほかのユーザーも見ることができます。',
  'landing.faq.source.q': '世界遺産の情報はどこから来ていますか？',
  'landing.faq.source.a':
    'ユネスコ世界遺産センターの世界遺産リストをもとにしています。解説文のライセンスは CC BY-SA 3.0 IGO です。',

  'landing.finalCta.title': 'さあ、最初の一歩を記録しよう',
  'landing.finalCta.body': 'あなたがこれまでに訪れた世界遺産は、いくつありますか？',
} as const;
