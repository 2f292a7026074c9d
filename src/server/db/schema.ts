/**
 * The server's database schema: every entity of SPEC.md §3.
 *
 * !!! PERSISTED DATA !!!
 * Changing anything here changes what is stored. After an edit run
 * `npm run db:generate` and commit the new migration in ./migrations;
 * CI fails when this file and the migrations disagree. Never edit a migration
 * that has landed: add a new one.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { VISIBILITIES } from '../../shared/limits';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const heritageType = pgEnum('heritage_type', ['cultural', 'natural', 'mixed']);

/** Who sees a visit as a post (src/shared/api/visibility.ts). */
export const visibility = pgEnum('visibility', VISIBILITIES);

const KATAKANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) =>
  String.fromCodePoint(0x30a1 + i),
).join('');
const HIRAGANA = Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) =>
  String.fromCodePoint(0x3041 + i),
).join('');

/** One row per UNESCO property, keyed by UNESCO's id_no. */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    category: heritageType('category').notNull(),
    inscriptionYear: smallint('inscription_year').notNull(),
    secondaryDates: integer('secondary_dates').array().notNull().default(sql`'{}'`),
    danger: boolean('danger').notNull().default(false),
    dangerList: text('danger_list'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coordinatesApproximate: boolean('coordinates_approximate').notNull().default(false),
    areaHectares: doublePrecision('area_hectares'),
    statesEn: text('states_en').array().notNull(),
    statesJa: text('states_ja').array().notNull(),
    /** ISO 3166-1 alpha-2, lower case, same order as statesEn. */
    isoCodes: text('iso_codes').array().notNull(),
    region: text('region').notNull(),
    regions: text('regions').array().notNull(),
    transboundary: boolean('transboundary').notNull().default(false),
    criteria: text('criteria').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionJa: text('description_ja').notNull(),
    descriptionJaMachineTranslated: boolean('description_ja_machine_translated')
      .notNull()
      .default(true),
    /** normalizeForSearch() of names and countries in every language we hold. */
    searchText: text('search_text').notNull(),
    unescoUrl: text('unesco_url').notNull(),
    /**
     * False once a catalogue refresh no longer lists the site (merged or
     * delisted). The row stays so that visits and wishlist items keep pointing at it.
     */
    listed: boolean('listed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sites_category_idx').on(t.category), index('sites_region_idx').on(t.region)],
);

/** Key/value facts about the data itself, e.g. which catalogue file is seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    check('users_username_format', sql`${t.username} ~ '^[A-Za-z0-9_]{3,30}$'`),
  ],
);

/** A visit: one per user and site. It is also the feed post (SPEC.md §3). */
export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    notes: text('notes').notNull().default(''),
    visitedDate: date('visited_date').notNull(),
    /**
     * The state whose part of the site was visited (ISO alpha-2, lower case), one of the
     * site's iso_codes: what countries_visited counts (docs/COUNTING.md). Null only for a
     * site in no state.
     */
    countryCode: text('country_code'),
    shareToFeed: boolean('share_to_feed').notNull().default(true),
    visibility: visibility('visibility').notNull().default('public'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visits_user_site_uq').on(t.userId, t.siteId),
    index('visits_site_idx').on(t.siteId),
    // Feeds and profiles page newest first by (created_at, id) (keyset): these
    // read them in order instead of sorting every post.
    index('visits_created_idx').on(t.createdAt, t.id),
    index('visits_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('visits_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    /** Path under the media root, e.g. "visits/ab/abcdef.webp". */
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photos_visit_idx').on(t.visitId)],
);

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.visitId] }), index('likes_visit_idx').on(t.visitId)],
);

/** Comments on a post (visit) or on a site; parent_id makes a reply. */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'restrict' }),
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    /** The id the client made for it, so a retried create finds it instead of duplicating. */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comments_user_client_uq').on(t.userId, t.clientId),
    index('comments_visit_idx').on(t.visitId, t.createdAt),
    index('comments_site_idx').on(t.siteId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
    foreignKey({
      columns: [t.parentId],
      foreignColumns: [t.id],
      name: 'comments_parent_fk',
    }).onDelete('cascade'),
    check('comments_one_target', sql`(${t.visitId} is null) <> (${t.siteId} is null)`),
    check('comments_not_empty', sql`length(btrim(${t.content})) > 0`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Follower and following lists, newest first.
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** A block: the blocked user no longer sees the blocker, nor follows, likes or comments on them. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    priority: smallint('priority').notNull().default(2),
    notes: text('notes').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_user_site_uq').on(t.userId, t.siteId),
    check('wishlist_priority_range', sql`${t.priority} between 1 and 3`),
  ],
);

/**
 * Badges each user holds. The definitions are data (src/shared/collecting/badge-definitions.ts),
 * so a row names its badge by the definition's stable id. Kept by services/collection-service.ts
 * in the transaction of every change that can earn or withdraw one.
 *
 * !!! PERSISTED DATA: a definition's id must never change or be reused, or holders lose it.
 */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    /** The visited date of the visit that completed it (social badges: the day it was earned). */
    earnedOn: date('earned_on').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when check_new_badges has told the user about it. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

/**
 * Ranking counters per user and period ('all', a year 'y2026', a month 'm2026-11'), kept in
 * the transaction of every visit change (services/collection-service.ts) so a leaderboard is
 * an index read, never a scan of visits. `*_since`: when the score last changed, which orders
 * a tie (who reached it first comes first). `npm run counters:rebuild` recomputes them.
 */
export const rankingCounters = pgTable(
  'ranking_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    totalVisits: integer('total_visits').notNull().default(0),
    countriesVisited: integer('countries_visited').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    totalVisitsSince: timestamp('total_visits_since', { withTimezone: true }).notNull(),
    countriesVisitedSince: timestamp('countries_visited_since', { withTimezone: true }).notNull(),
    reviewsCountSince: timestamp('reviews_count_since', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    index('ranking_total_visits_idx').on(
      t.period,
      sql`${t.totalVisits} desc`,
      t.totalVisitsSince,
      t.userId,
    ),
    index('ranking_countries_visited_idx').on(
      t.period,
      sql`${t.countriesVisited} desc`,
      t.countriesVisitedSince,
      t.userId,
    ),
    index('ranking_reviews_count_idx').on(
      t.period,
      sql`${t.reviewsCount} desc`,
      t.reviewsCountSince,
      t.userId,
    ),
  ],
);

/**
 * Refresh tokens rotate on every use. All tokens descending from one sign-in
 * share a family; reusing a rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The User-Agent of the request that got this token: the device list's label. */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Stored results of mutating requests, so a replayed Idempotency-Key returns
 * the first response and changes nothing. Kept at least 30 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

export const accountTokenPurpose = pgEnum('account_token_purpose', [
  'verify_email',
  'reset_password',
]);

/**
 * Single-use tokens sent by e-mail (verification and password reset). Only
 * their SHA-256 is stored. `email` is the address the link was sent to: a
 * verification proves that address only, not one changed since.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Nonces handed to the Google button (POST /api/auth/google/nonce/): Google
 * copies the nonce into the ID token, and the server accepts a token only
 * with a nonce it issued, once, within 10 minutes — so a token captured
 * elsewhere cannot be replayed here. Not secret: kept as they are.
 */
export const googleNonces = pgTable(
  'google_nonces',
  {
    nonce: text('nonce').primaryKey(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('google_nonces_expires_idx').on(t.expiresAt)],
);
