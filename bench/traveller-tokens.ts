import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { accessTokens } from '../src/server/auth/access-tokens';
import { signingKeys } from '../src/server/auth/signing-keys';
import { type Database, rowsOf } from '../src/server/db/connect';

/**
 * Many distinct signed-in travellers for a bench, without signing them in: signing in
 * thousands would only measure Argon2, and every write from one account would meet that
 * account's hourly limits (account-limits.ts), which no real community does. The bench
 * starts the server with `secret` as JWT_SECRET and mints access tokens with the server's
 * own accessTokens(), for real user ids of the database.
 */
export type SignedInTraveller = { id: number; token: string };

/** A fresh secret for one bench run, given to the server as JWT_SECRET. */
export function benchSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Up to `count` travellers of the database, spread over it (not the first ids only). */
export async function travellerIds(db: Database, count: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users order by md5(id::text) limit ${count}`),
  );
  return rows.map((row) => row.id);
}

/**
 * A minter of access tokens signed with `secret` as the server signs them. The keys are
 * read once, so the database may be closed before minting (PGlite allows one process).
 * Tokens live minutes (ACCESS_TOKEN_TTL_SECONDS): mint them again for each run.
 */
export async function tokenMinter(
  db: Database,
  secret: string,
): Promise<(ids: readonly number[]) => Promise<SignedInTraveller[]>> {
  const tokens = accessTokens(await signingKeys(db, secret), () => new Date());
  return (ids) =>
    Promise.all(ids.map(async (id) => ({ id, token: await tokens.issue(id, 'bench') })));
}
