import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connect';
import { META_KEYS, writeMetaOnce } from '../repositories/meta-repository';

/**
 * The HS256 key of access tokens: JWT_SECRET when configured, else a random
 * secret made on first start and kept in the database's meta table, so a
 * fresh clone needs no configuration and every instance on one database
 * signs and checks with the same key.
 */
export async function signingSecret(
  db: Database,
  configured: string | undefined,
): Promise<Uint8Array> {
  const secret =
    configured ??
    (await writeMetaOnce(db, META_KEYS.jwtSecret, randomBytes(32).toString('base64url')));
  return new TextEncoder().encode(secret);
}
