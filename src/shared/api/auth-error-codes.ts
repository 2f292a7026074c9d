// No zod here: the sign-in screens branch on these codes, and importing auth.ts would pull
// the whole schema library into their JavaScript (tests/unit/import-boundaries.test.ts).

/** `code` of whole-request auth errors (beside the generic ERROR_CODES). */
export const AUTH_ERROR_CODES = {
  /** Unknown account or wrong password: one answer for both. */
  invalidCredentials: 'invalid_credentials',
  googleNotConfigured: 'google_not_configured',
  googleTokenInvalid: 'google_token_invalid',
  googleAccountConflict: 'google_account_conflict',
  /**
   * A password account has this e-mail address and its holder has not proven it: Google
   * may not sign in to it. Log in with the password and link Google from the profile.
   */
  accountExists: 'account_exists',
  /** Unlinking Google from an account with no password would leave no way to sign in. */
  passwordRequired: 'password_required',
  /** A mailed link that is unknown, used or expired. */
  linkInvalid: 'link_invalid',
  /** The Google account that signed is not the one linked to this account. */
  googleAccountMismatch: 'google_account_mismatch',
  /** Google's keys could not be fetched: try again later. */
  googleUnavailable: 'google_unavailable',
} as const;
