// No zod here: the client's session code (on every screen) needs these constants, and
// importing errors.ts would pull the whole schema library into the first screen's JavaScript.

/** Machine-readable codes the client may branch on. */
export const ERROR_CODES = {
  notFound: 'not_found',
  invalid: 'invalid',
  malformedJson: 'malformed_json',
  tokenNotValid: 'token_not_valid',
  notAuthenticated: 'not_authenticated',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  idempotencyMismatch: 'idempotency_key_reused',
  /** The account keeps as many bytes of photos as it may (STORAGE_QUOTA_PER_ACCOUNT_MB). */
  storageQuotaExceeded: 'storage_quota_exceeded',
  internal: 'internal_error',
} as const;
