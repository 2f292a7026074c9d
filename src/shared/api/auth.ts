import { z } from 'zod';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  EMAIL_MAX,
  GOOGLE_ID_TOKEN_MAX,
  LOCATION_MAX,
  LOGIN_IDENTIFIER_MAX,
  LOGIN_PASSWORD_MAX,
  PASSWORD_MAX,
  REFRESH_TOKEN_MAX,
  USERNAME_MAX,
  WEBSITE_MAX,
} from '../limits';
import { boundedText, characterText } from './bounded-text';
import { errorBodySchema } from './errors';
import { visibilitySchema } from './visibility';

/**
 * The accounts and sessions contract (SPEC.md §3 User and Auth response, §5
 * registration rules, §7 Auth calls).
 *
 * Field errors keep the shape the SPEC client reads, `{field: [message…]}`,
 * and carry a stable machine code for every message beside them, in the same
 * order: `{"username": ["…"], "codes": {"username": ["username_taken"]}}`.
 * A client maps codes to its own texts; the Japanese message is the fallback.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'username_taken',
  'username_invalid',
  'email_taken',
  'email_invalid',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_numeric',
  'password_too_similar',
  'password_mismatch',
  'display_name_too_long',
  'bio_too_long',
  'location_too_long',
  'website_invalid',
  'birth_date_invalid',
  'birth_date_in_future',
  'image_invalid',
  'image_too_large',
  'too_long',
  'password_incorrect',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export { AUTH_ERROR_CODES } from './auth-error-codes';

/** An error body whose field errors carry codes; `error` repeats `detail` for the Google call. */
export const authErrorBodySchema = errorBodySchema
  .extend({
    codes: z
      .record(z.string(), z.array(z.enum(FIELD_ERROR_CODES)))
      .optional()
      .describe('Per field, the code of each message in the same order'),
    error: z.string().optional(),
  })
  .meta({ id: 'AuthError' });
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().optional().describe('Only in the signed-in user’s own profile'),
    email_verified: z
      .boolean()
      .optional()
      .describe('Only in the own profile: whether the holder has proven the e-mail address'),
    google_linked: z
      .boolean()
      .optional()
      .describe('Only in the own profile: whether Google sign-in is linked'),
    has_password: z
      .boolean()
      .optional()
      .describe('Only in the own profile: false for accounts that only sign in with Google'),
    display_name: z.string(),
    full_name: z.string().describe('display_name, or username when that is empty'),
    profile_picture: z.string().nullable().describe('A /media/… path'),
    bio: z.string(),
    location: z.string(),
    website: z.string(),
    birth_date: z.string().nullable().describe('YYYY-MM-DD'),
    joined_date: z.string().describe('ISO 8601 timestamp'),
    posts_count: z.number().int().nonnegative(),
    total_visits: z.number().int().nonnegative(),
    countries_visited: z.number().int().nonnegative(),
    followers_count: z.number().int().nonnegative(),
    following_count: z.number().int().nonnegative(),
    is_following: z.boolean(),
    default_visibility: visibilitySchema
      .optional()
      .describe('Only in the own profile: the visibility a new visit gets when it names none'),
    show_in_rankings: z
      .boolean()
      .optional()
      .describe(
        'Only in the own profile: false hides the user from rankings (not from their own position)',
      ),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z
  .object({
    access: z.string().describe('JWT (HS256), valid 5 minutes; send as `Authorization: Bearer …`'),
    refresh: z
      .string()
      .describe(
        'Opaque; single use (each refresh returns a new one), valid 30 days from its issue and at most 90 days from sign-in',
      ),
  })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResponseSchema = tokenPairSchema
  .extend({ user: userSchema })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerResponseSchema = authResponseSchema
  .extend({
    username_generated: z
      .boolean()
      .describe('True when no username was sent and the server chose user.username'),
  })
  .meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const googleAuthResponseSchema = authResponseSchema
  .extend({ is_new_user: z.boolean() })
  .meta({ id: 'GoogleAuthResponse' });
export type GoogleAuthResponse = z.infer<typeof googleAuthResponseSchema>;

/**
 * Both shapes of SPEC.md §7: `{username, email, password}` and
 * `{display_name, email, password, password_confirm}`. The rules (SPEC.md §5)
 * are checked by the server and answered with coded field errors.
 */
export const registerRequestSchema = z
  .object({
    username: boundedText(USERNAME_MAX)
      .optional()
      .describe('3–30 of A–Z a–z 0–9 _; when absent one is derived from display_name or email'),
    display_name: characterText(DISPLAY_NAME_MAX).optional().describe('At most 50 characters'),
    email: boundedText(EMAIL_MAX).describe('Unique ignoring case; at most 254 characters'),
    password: characterText(PASSWORD_MAX).describe(
      '8–128 characters, not digits only, not common, not like the name or e-mail',
    ),
    password_confirm: characterText(PASSWORD_MAX)
      .optional()
      .describe('Must equal password when sent'),
    locale: z
      .enum(['ja', 'en'])
      .optional()
      .describe('The language of the verification mail (default Japanese)'),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z
  .object({
    username: boundedText(LOGIN_IDENTIFIER_MAX)
      .optional()
      .describe('Account name or e-mail address, any case'),
    email: boundedText(LOGIN_IDENTIFIER_MAX).optional().describe('Accepted in place of username'),
    password: characterText(LOGIN_PASSWORD_MAX),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z
  .object({ refresh: boundedText(REFRESH_TOKEN_MAX) })
  .meta({ id: 'RefreshRequest' });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const googleLoginRequestSchema = z
  .object({
    token: boundedText(GOOGLE_ID_TOKEN_MAX).describe(
      'A Google ID token (JWT) from Google Identity Services',
    ),
  })
  .meta({ id: 'GoogleLoginRequest' });

/** A nonce to hand Google Identity Services; the ID token must carry it back (once, 10 minutes). */
export const googleNonceSchema = z
  .object({ nonce: z.string().describe('Opaque, URL-safe') })
  .meta({ id: 'GoogleNonce' });
export type GoogleNonce = z.infer<typeof googleNonceSchema>;

export const authConfigSchema = z
  .object({
    google_client_id: z
      .string()
      .nullable()
      .describe('OAuth client id for the Google button; null when Google sign-in is off'),
  })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** A YYYY-MM-DD date, with room for the blanks around it that the service trims. */
const DATE_TEXT_MAX = 32;

/**
 * Own-profile changes. username and email are read-only: sent values are
 * ignored, like every other field not listed here. The same fields may be
 * sent as multipart form fields beside the `profile_picture` file.
 */
export const profileUpdateSchema = z
  .object({
    display_name: characterText(DISPLAY_NAME_MAX).optional().describe('At most 50 characters'),
    bio: characterText(BIO_MAX).optional().describe('At most 500 characters'),
    location: characterText(LOCATION_MAX).optional().describe('At most 100 characters'),
    website: characterText(WEBSITE_MAX)
      .optional()
      .describe('An http(s) URL of at most 200 characters, or empty'),
    birth_date: boundedText(DATE_TEXT_MAX)
      .nullable()
      .optional()
      .describe('YYYY-MM-DD, not in the future; empty or null clears it'),
    default_visibility: visibilitySchema
      .optional()
      .describe('The visibility a new visit gets when it names none'),
    show_in_rankings: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
      .optional()
      .describe('「ランキングに表示する」: false hides the user from rankings'),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const visitedByTypeSchema = z.object({
  cultural: z.number().int().nonnegative(),
  natural: z.number().int().nonnegative(),
  mixed: z.number().int().nonnegative(),
});

export const userStatsSchema = z
  .object({
    total_visits: z.number().int().nonnegative().describe('Same as visited_sites'),
    visited_sites: z.number().int().nonnegative().describe('Visited sites still on the list'),
    countries_visited: z.number().int().nonnegative(),
    visited_by_type: visitedByTypeSchema,
    total_sites: z.number().int().nonnegative(),
    visit_percentage: z.number().describe('visited_sites / total_sites × 100, one decimal'),
    global_stats: z.object({
      total_sites: z.number().int().nonnegative(),
      cultural_sites: z.number().int().nonnegative(),
      natural_sites: z.number().int().nonnegative(),
      mixed_sites: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'UserStats' });
export type UserStats = z.infer<typeof userStatsSchema>;
