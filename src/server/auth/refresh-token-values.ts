import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 256 random bits, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: its SHA-256, hex. */
export function refreshTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
