/**
 * Business constants and limits of SPEC.md §9, shared by client and server.
 *
 * No zod here, nor in anything this imports: the client reads these limits on the map screen,
 * and importing them from a schema module would evaluate every schema of that module (and zod
 * itself) in the browser at start, on the phone's main thread while the map screen is being
 * built (tests/unit/import-boundaries.test.ts keeps it so).
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const PASSWORD_MIN = 8;
/** Long enough for any passphrase; bounds the similarity check and Argon2's input. */
export const PASSWORD_MAX = 128;
/**
 * A login compares the password it is sent with the stored hash only, so it accepts longer
 * ones than registration does (a password manager's old entry), but not without end.
 */
export const LOGIN_PASSWORD_MAX = 1_024;
export const EMAIL_MAX = 254;
/** Login takes the account name or the e-mail address in one field. */
export const LOGIN_IDENTIFIER_MAX = EMAIL_MAX;
export const BIO_MAX = 500;
export const LOCATION_MAX = 100;
export const WEBSITE_MAX = 200;
/** Google ID tokens are a few kilobytes of JWT at most. */
export const GOOGLE_ID_TOKEN_MAX = 8_192;
/** Refresh tokens are short opaque strings; anything far longer is not one. */
export const REFRESH_TOKEN_MAX = 512;
export const DISPLAY_NAME_MAX = 50;
export const PROFILE_PHOTO_MAX_BYTES = 5_242_880;
export const VISIT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most a photo the app has compressed weighs (SPEC.md §5: a first pass over it is
 * compressed again, smaller). The server keeps such a photo as it was sent.
 */
export const COMPRESSED_PHOTO_MAX_BYTES = 1024 * 1024;

export const REQUEST_TIMEOUT_MS = 30_000;
export const WISHLIST_CHECK_TIMEOUT_MS = 5_000;

export const SITE_PAGE_DEFAULT = 100;
export const SITE_PAGE_MAX = 2_000;
export const VISITS_PAGE_DEFAULT = 1_000;
export const USERS_PAGE_DEFAULT = 20;
export const USER_POSTS_DEFAULT = 10;
export const FEED_PAGE_DEFAULT = 10;
export const COMMENTS_PAGE_DEFAULT = 20;
export const SEARCH_PAGE_DEFAULT = 20;
export const LEADERBOARD_DEFAULT = 50;
export const LEADERBOARD_MAX = 100;

export const VISIT_COMMENT_MAX = 2_000;
export const VISIT_NOTES_MAX = 2_000;
export const WISHLIST_NOTES_MAX = 1_000;

export const WISHLIST_PRIORITY = { low: 1, medium: 2, high: 3 } as const;
export const WISHLIST_PRIORITY_DEFAULT = WISHLIST_PRIORITY.medium;

export const BREAKPOINT_MOBILE_PX = 768;
export const BREAKPOINT_SIDEBAR_PX = 1024;
export const SEARCH_DEBOUNCE_MS = 300;

/** Who may see a visit as a post: anyone, the author's followers, or the author alone. */
export const VISIBILITIES = ['public', 'followers', 'private'] as const;
export const DEFAULT_VISIBILITY = 'public';

export const COMMENT_CONTENT_MAX = 1_000;
export const FEED_PAGE_MAX = 50;
export const USERS_PAGE_MAX = 100;
export const COMMENTS_PAGE_MAX = 100;
export const USER_SEARCH_QUERY_MAX = 100;
/** A feed cursor is opaque to clients; this bounds what the server agrees to decode. */
export const FEED_CURSOR_MAX = 100;
