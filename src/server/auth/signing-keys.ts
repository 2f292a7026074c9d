import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/connect';
import { META_KEYS, writeMetaOnce } from '../repositories/meta-repository';

/** One HS256 key and the id its tokens carry in their header (`kid`). */
export type SigningKey = { kid: string; secret: Uint8Array };

/**
 * The keys of access tokens. `current` signs; every key of `accepted` (the
 * current one and the previous ones still configured) verifies, so a new
 * secret can be introduced while tokens signed with the old one live out
 * their few minutes. `successorKey` derives a rotated refresh token from the
 * one it replaces (refresh-token-values.ts).
 */
export type SigningKeys = {
  current: SigningKey;
  accepted: ReadonlyMap<string, SigningKey>;
  successorKey: Buffer;
};

/**
 * A key id that names a secret without revealing it: a prefix of its SHA-256.
 * The same secret gives the same id on every instance.
 */
function keyOf(secret: string): SigningKey {
  const kid = createHash('sha256').update(secret, 'utf8').digest('base64url').slice(0, 16);
  return { kid, secret: new TextEncoder().encode(secret) };
}

/**
 * JWT_SECRET when configured, else a random secret made on first start and
 * kept in the database's meta table, so a fresh clone needs no configuration
 * and every instance on one database signs and checks with the same key.
 * `previous`: older secrets (JWT_PREVIOUS_SECRETS) still accepted.
 */
export async function signingKeys(
  db: Database,
  configured: string | undefined,
  previous: readonly string[] = [],
): Promise<SigningKeys> {
  const secret =
    configured ??
    (await writeMetaOnce(db, META_KEYS.jwtSecret, randomBytes(32).toString('base64url')));
  const current = keyOf(secret);
  const accepted = new Map<string, SigningKey>();
  for (const key of [current, ...previous.map(keyOf)]) accepted.set(key.kid, key);
  const successorKey = createHmac('sha256', secret).update('refresh-token-successor').digest();
  return { current, accepted, successorKey };
}
