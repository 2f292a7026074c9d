import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 256 random bits, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token that replaces `token` when it is rotated: derived, not random, so
 * the same token presented again within the grace (a lost answer) can be
 * answered with the same successor although only hashes are stored. Without
 * the server's key nobody can derive it.
 */
export function successorRefreshToken(successorKey: Buffer, token: string): string {
  return createHmac('sha256', successorKey).update(token, 'utf8').digest('base64url');
}

/** What is stored instead of the token: its SHA-256, hex. */
export function refreshTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
