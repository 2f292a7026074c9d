// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { RankingMessageKey } from './messages';

export const rankingMessagesEn: Record<RankingMessageKey, string> = {
  'ranking.lead':
    'See how your heritage sites, countries and reviews compare with other travellers.',
  'ranking.typeGroup': 'Rank by',
  'ranking.type.total_visits': 'Sites visited',
  'ranking.type.countries_visited': 'Countries visited',
  'ranking.type.reviews_count': 'Reviews',
  'ranking.periodGroup': 'Period',
  'ranking.period.all_time': 'All time',
  'ranking.period.yearly': 'This year',
  'ranking.period.monthly': 'This month',
  'ranking.periodOf': 'Counted for {period}',
  'ranking.score.total_visits': '{count} site|{count} sites',
  'ranking.score.countries_visited': '{count} country|{count} countries',
  'ranking.score.reviews_count': '{count} review|{count} reviews',
  'ranking.stat.countries': '{count} country|{count} countries',
  'ranking.stat.sites': '{count} site|{count} sites',
  'ranking.stat.reviews': '{count} review|{count} reviews',
  'ranking.rank': 'Rank {rank}',
  'ranking.you': 'You',
  'ranking.listLabel': 'Ranking by {type} ({period})',
  'ranking.loading': 'Loading the ranking…',
  'ranking.error': 'Something went wrong',
  'ranking.errorBody': 'The ranking could not be loaded. Check your connection and try again.',
  'ranking.errorDetails': 'Details',
  'ranking.errorOffline': 'No answer from the server (offline, or the connection dropped).',
  'ranking.errorStatus': 'The server answered: {status}',
  'ranking.retry': 'Try again',
  'ranking.empty.total_visits': 'Nobody has recorded a visit in this period yet',
  'ranking.empty.countries_visited': 'No countries visited in this period yet',
  'ranking.empty.reviews_count': 'No visits with a comment in this period yet',
  'ranking.emptyBody.total_visits':
    'Pick a heritage site on the map and record your visit to appear in the ranking by sites.',
  'ranking.emptyBody.countries_visited':
    'Each visit counts its country: record one to appear in the ranking by countries.',
  'ranking.emptyBody.reviews_count':
    'Write a comment with your visit to appear in the ranking by reviews.',
  'ranking.toMap': 'Open the map',
  'ranking.mine.title': 'Your position',
  'ranking.mine.score': 'Score',
  'ranking.mine.unranked': 'No position yet',
  'ranking.mine.unrankedBody':
    'Nothing recorded in this period yet. Record a visit to get a position.',
  'ranking.mine.hidden':
    'You turned off “Show me in rankings” in your profile, so others do not see you in the list. This is where you would stand.',
  'ranking.mine.failed': 'Your position could not be loaded',
  'ranking.mine.signIn': 'Sign in to see your own position here.',
  'ranking.mine.login': 'Sign in',
  'ranking.how.title': 'How it is counted',
  'ranking.how.sites':
    'Sites visited: a site counts once however often you visit it. Sites removed from the World Heritage List no longer count.',
  'ranking.how.countries':
    'Countries visited: for a site spanning several countries, only the country whose part you visited counts.',
  'ranking.how.reviews': 'Reviews: visits recorded with a comment.',
  'ranking.how.periods':
    'This year / this month: by the date of the visit, not the day it was recorded, in Japan time. A back-dated visit counts in the year and month it happened.',
  'ranking.how.ties':
    'Equal scores share a rank; among them, whoever reached the score first is listed first.',
  'ranking.how.hidden':
    'Travellers who turned off “Show me in rankings” in their profile, and those with a score of 0, are not listed.',
};
