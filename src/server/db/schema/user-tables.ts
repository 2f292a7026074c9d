// !!! PERSISTED DATA: read the note at the top of ../schema.ts before changing anything here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { visibility } from './columns';

const KATAKANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) =>
  String.fromCodePoint(0x30a1 + i),
).join('');
const HIRAGANA = Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) =>
  String.fromCodePoint(0x3041 + i),
).join('');

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    /**
     * When the holder proved the address (a verification link, a password
     * reset, or an account created by Google, which verified it). Null until
     * then: a Google identity never links itself to an unproven address.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    displayName: text('display_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    website: text('website').notNull().default(''),
    birthDate: date('birth_date'),
    profilePicture: text('profile_picture'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** The visibility a new visit gets when it names none. */
    defaultVisibility: visibility('default_visibility').notNull().default('public'),
    /** 「ランキングに表示する」: false leaves the user out of every leaderboard. */
    showInRankings: boolean('show_in_rankings').notNull().default(true),
    /**
     * Username and display name folded like normalizeForSearch() (NFKC, katakana
     * to hiragana, Latin diacritics dropped, lower case), kept by the database
     * itself so that no code path that writes a user can forget it. The user
     * search matches the folded query against it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(normalize(regexp_replace(normalize(translate(normalize(username || ' ' || display_name, NFKC), '${KATAKANA}', '${HIRAGANA}'), NFD), U&'[\\0300-\\036F]', '', 'g'), NFC))`,
        ),
      ),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    // The user search matches anywhere in the name (like '%…%'): trigrams let it read the
    // few matching travellers instead of every one (docs/PERF.md P8).
    index('users_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A query without a word of three letters (「旅」, 「田中」) has no trigram: it is found
    // through one of its one- or two-character pieces instead (user_search_grams(), a
    // function of migration 0014 that this index needs).
    index('users_search_grams_idx').using('gin', sql`user_search_grams(${t.searchText})`),
    check('users_username_format', sql`${t.username} ~ '^[A-Za-z0-9_]{3,30}$'`),
  ],
);
