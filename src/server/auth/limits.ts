/** Limits of account data; those SPEC.md §9 names come from src/shared/limits.ts. */
export {
  DISPLAY_NAME_MAX,
  PASSWORD_MIN,
  PROFILE_PHOTO_MAX_BYTES,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../shared/limits';

/** Long enough for any passphrase; bounds the similarity check and Argon2 input. */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const BIO_MAX = 500;
export const LOCATION_MAX = 100;
export const WEBSITE_MAX = 200;

/** Access tokens live 5 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
/** A refresh token lives 30 days from its issue (each refresh issues a new one)… */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** …and no token of a sign-in outlives 90 days from that sign-in. */
export const REFRESH_FAMILY_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export const JWT_ISSUER = 'heritage-passport';
export const JWT_AUDIENCE = 'heritage-passport-api';
