import { farewellMessagesEn } from '../features/account-deletion/farewell-messages-en';
import { sessionMessagesEn } from '../features/auth/session-messages-en';
import { pwaMessagesEn } from '../features/pwa/messages-en';
import { remoteViewMessagesEn } from '../features/remote-view/messages-en';
import { socialSyncMessagesEn } from '../features/social/sync/messages-en';
import { outboxStatusMessagesEn } from '../features/visits/outbox-status-messages-en';
import type { FirstScreenMessages } from './ja';

/**
 * The English messages the first screen needs (ja-first-screen.ts says which), a chunk of
 * their own loaded when English is chosen (docs/PERF.md P1). Typed, so a key missing here
 * (or one Japanese lacks) fails tsc.
 */
export const enFirstScreen: FirstScreenMessages = {
  ...farewellMessagesEn,
  ...sessionMessagesEn,
  ...pwaMessagesEn,
  ...remoteViewMessagesEn,
  ...socialSyncMessagesEn,
  ...outboxStatusMessagesEn,
  'app.name': 'Heritage Passport',
  'a11y.skipToContent': 'Skip to main content',
  'loading.generic': 'Loading…',
  'session.loading': 'Checking your sign-in…',

  'heritageType.cultural': 'Cultural',
  'heritageType.natural': 'Natural',
  'heritageType.mixed': 'Mixed',

  'title.home': 'Home',
  'title.map': 'Map',
  'title.feed': 'Feed',
  'title.ranking': 'Ranking',
  'title.userSearch': 'User search',
  'title.userProfile': 'User profile',
  'title.dashboard': 'Dashboard',
  'title.profile': 'Profile',
  'title.login': 'Log in',
  'title.register': 'Sign up',
  'title.passwordReset': 'Reset your password',
  'title.verifyEmail': 'Confirm your e-mail address',
  'title.deleteAccount': 'Delete your account',
  'title.post': 'Post',

  'nav.label': 'Main menu',
  'nav.menu': 'Menu',
  'nav.map': 'Map',
  'nav.feed': 'Feed',
  'nav.userSearch': 'Find users',
  'nav.ranking': 'Ranking',
  'nav.feedback': 'Feedback',
  'nav.opensInNewTab': ' (opens in a new tab)',
  'nav.wishlist': 'Wishlist',
  'nav.badges': 'Badges',
  'nav.dashboard': 'Dashboard',
  'nav.profile': 'Profile',
  'nav.login': 'Log in',
  'nav.register': 'Sign up',
  'nav.accountMenu': 'Account menu',
  'nav.accountLabel': 'Account',
  'nav.logout': 'Log out',

  'footer.sourcePrefix': 'Source: ',
  'footer.sourceLink': 'UNESCO World Heritage Centre',
  'footer.sourceSuffix': ' (World Heritage List). Descriptions: ',
  'footer.licence': 'CC BY-SA 3.0 IGO',
  'footer.language': 'Language',
  'footer.demo': 'Demo data: every traveller, visit and comment here is generated and fictional.',

  'consent.label': 'About cookies',
  'consent.message':
    'We use cookies to understand how the app is used. If you decline, every feature still works.',
  'consent.accept': 'Accept',
  'consent.decline': 'Decline',

  'notFound.title': 'Page not found',
  'notFound.message':
    'The page you are looking for may have moved or been removed, or the address may be wrong.',
  'notFound.home': 'Back to home',

  'routeError.title': 'This page could not be shown',
  'routeError.message':
    'Something went wrong. Please try again; if it keeps happening, reload the page.',
  'routeError.retry': 'Try again',

  'map.heading': 'World Heritage map',
  'map.preparingTitle': 'The map is being prepared',
  'map.preparingBody':
    'We are building a world map where you can find World Heritage sites, filter them by type and country, and record your visits.',
  'login.description': 'Log in with your account name or e-mail address and your password.',
  'register.description': 'Create an account with a display name, e-mail address and password.',
  'profile.description': 'View and edit your profile and change your profile photo.',
  'wishlist.description': 'Keep the sites you want to visit, with a priority and notes.',

  'landing.hero.eyebrow': 'A travel log for UNESCO World Heritage sites',
  'landing.hero.title': 'Every World Heritage journey, in one passport.',
  'landing.hero.lead':
    'Pin the sites you have visited, list the ones you dream of, earn badges and meet fellow travellers. Free to use.',
  'landing.cta.register': 'Get started free',
  'landing.cta.login': 'Log in',
  'landing.cta.map': 'Open the map',
  'landing.counter.label': 'World Heritage sites in the catalogue',
  'landing.counter.unit': 'sites',
  'landing.counter.travellers': 'Travellers recording visits',
  'landing.counter.travellersUnit': 'people',
  'landing.counter.visits': 'Visits recorded',
  'landing.counter.visitsUnit': 'visits',
  'landing.counter.summary':
    '{sites} World Heritage sites in the catalogue. {travellers} travellers have recorded {visits} visits.',
  'landing.counter.age': 'Figures from {age}',
  'landing.counter.unavailable': 'Covers the sites of the UNESCO World Heritage List',

  'landing.features.title': 'What you can do',
  'landing.features.map.title': 'Explore the world map',
  'landing.features.map.body':
    'Every World Heritage site on one map. Filter by name, country or type to find your next destination.',
  'landing.features.visits.title': 'Record your visits',
  'landing.features.visits.body':
    'Keep the date, a star rating, a comment and a photo of every visit.',
  'landing.features.wishlist.title': 'Wishlist',
  'landing.features.wishlist.body':
    'Save the sites you want to see one day, with a priority and notes.',
  'landing.features.badges.title': 'Collect badges',
  'landing.features.badges.body':
    'Earn badges for the number and kinds of sites you visit. The more you collect, the more fun it gets.',
  'landing.features.feed.title': 'Connect with travellers',
  'landing.features.feed.body':
    'Follow other travellers, read their visits in your feed, and like or comment on them.',
  'landing.features.ranking.title': 'Rankings',
  'landing.features.ranking.body':
    'Compete by sites visited, countries visited and reviews, for all time, this year or this month.',

  'landing.tutorial.title': 'How it works',
  'landing.tutorial.step1.title': 'Create an account',
  'landing.tutorial.step1.body': 'All you need is an e-mail address and a password.',
  'landing.tutorial.step2.title': 'Explore the map',
  'landing.tutorial.step2.body': 'Find the sites you have visited or want to visit.',
  'landing.tutorial.step3.title': 'Record a visit',
  'landing.tutorial.step3.body':
    'Add the date, a rating, your thoughts and a photo; the site is marked on your map.',
  'landing.tutorial.step4.title': 'Badges and rankings',
  'landing.tutorial.step4.body': 'As your log grows you earn badges and climb the rankings.',

  'landing.faq.title': 'Frequently asked questions',
  'landing.faq.free.q': 'Is it free?',
  'landing.faq.free.a': 'Yes. Signing up and using the app are free.',
  'landing.faq.devices.q': 'Which devices can I use?',
  'landing.faq.devices.a':
    'Any phone, tablet or computer with a web browser. The layout adapts to your screen.',
  'landing.faq.offline.q': 'Does it work without a connection?',
  'landing.faq.offline.a':
    'It is designed to work offline. Your records are saved on your device first and sent when you are back online.',
  'landing.faq.visibility.q': 'Can other people see my visits?',
  'landing.faq.visibility.a': 'Yes. Visits are posted to the feed, where other users can see them.',
  'landing.faq.source.q': 'Where does the site information come from?',
  'landing.faq.source.a':
    'From the UNESCO World Heritage Centre’s World Heritage List. Descriptions are licensed CC BY-SA 3.0 IGO.',

  'landing.finalCta.title': 'Record your first step',
  'landing.finalCta.body': 'How many World Heritage sites have you already visited?',
};
