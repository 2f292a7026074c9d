/** Limits of account data; those SPEC.md §9 names come from src/shared/limits.ts. */
export {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  EMAIL_MAX,
  LOCATION_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_PHOTO_MAX_BYTES,
  USERNAME_MAX,
  USERNAME_MIN,
  WEBSITE_MAX,
} from '../../shared/limits';

/** Access tokens live 5 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
/** A refresh token lives 30 days from its issue (each refresh issues a new one)… */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** …and no token of a sign-in outlives 90 days from that sign-in. */
export const REFRESH_FAMILY_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * A refresh token already rotated is honoured again this long, with the same new pair:
 * the answer to the first use may have been lost on the way (a tunnel, a closed lid).
 */
export const REFRESH_REUSE_GRACE_MS = 30 * 1000;

/** A Google nonce must come back in an ID token within this time. */
export const GOOGLE_NONCE_TTL_MS = 10 * 60 * 1000;

export const JWT_ISSUER = 'heritage-passport';
export const JWT_AUDIENCE = 'heritage-passport-api';
