import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserCounts = {
  postsCount: number;
  totalVisits: number;
  countriesVisited: number;
  followersCount: number;
  followingCount: number;
};
export type UserWithCounts = UserRow & UserCounts;

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

/** By account name or e-mail address, ignoring case (an account name never holds '@'). */
export async function findUserByLogin(
  db: Database,
  identifier: string,
): Promise<UserRow | undefined> {
  const key = identifier.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${key} or lower(${users.email}) = ${key}`)
    .limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows[0];
}

export async function findUserByGoogleSub(
  db: Database,
  googleSub: string,
): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.googleSub, googleSub));
  return rows[0];
}

export async function usernameExists(db: Database, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return rows.length > 0;
}

export async function emailExists(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function updateUser(
  db: Database,
  id: number,
  patch: Partial<Omit<NewUserRow, 'id'>>,
): Promise<UserRow | undefined> {
  if (Object.keys(patch).length === 0) return findUserById(db, id);
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** email_verified_at set to `at` unless the address was proven before (the first proof stands). */
const keepFirstProof = (at: Date) =>
  sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`;

/**
 * Sets the Google subject unless the account already has one; false when it
 * had. `verifiedAt` marks the e-mail address proven at the same time (the
 * Google identity carries the same address).
 */
export async function linkGoogleSub(
  db: Database,
  id: number,
  googleSub: string,
  verifiedAt: Date | null = null,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      googleSub,
      ...(verifiedAt && {
        emailVerifiedAt: keepFirstProof(verifiedAt),
      }),
    })
    .where(sql`${users.id} = ${id} and ${users.googleSub} is null`)
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Removes the Google subject of an account that has a password; false otherwise. */
export async function unlinkGoogleSub(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ googleSub: null })
    .where(sql`${users.id} = ${id} and ${users.passwordHash} is not null`)
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function touchLastActive(db: Database, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, id));
}

export async function countUsersWithPicture(db: Database, picture: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.profilePicture, picture));
  return row?.n ?? 0;
}

/** The user with the counts SPEC.md §3 shows; visits count only sites still listed. */
export async function findUserWithCounts(
  db: Database,
  id: number,
): Promise<UserWithCounts | undefined> {
  const rows = await db
    .select({
      user: users,
      postsCount: sql<number>`(select count(*)::int from visits v
        where v.user_id = "users"."id" and v.share_to_feed)`,
      totalVisits: sql<number>`(select count(*)::int from visits v join sites s on s.id = v.site_id
        where v.user_id = "users"."id" and s.listed)`,
      // The country whose part was visited (docs/COUNTING.md), as the ranking counts it.
      countriesVisited: sql<number>`(select count(distinct coalesce(v.country_code, s.iso_codes[1]))::int from visits v
        join sites s on s.id = v.site_id
        where v.user_id = "users"."id" and s.listed)`,
      // Kept by the database (P9, follow_counts).
      followersCount: sql<number>`coalesce((select fc.followers from follow_counts fc where fc.user_id = "users"."id"), 0)`,
      followingCount: sql<number>`coalesce((select fc.following from follow_counts fc where fc.user_id = "users"."id"), 0)`,
    })
    .from(users)
    .where(eq(users.id, id));
  const row = rows[0];
  if (!row) return undefined;
  const { user, ...counts } = row;
  return { ...user, ...counts };
}

/**
 * The unique index a failed insert or update hit, if that is why it failed
 * (PostgreSQL and PGlite both report SQLSTATE 23505; Drizzle wraps it in `cause`).
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/**
 * Marks the address proven, if it is still the account's address (a link sent
 * to an old address proves nothing about a new one). False when it was not.
 */
export async function markEmailVerified(
  db: Database,
  id: number,
  email: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      emailVerifiedAt: keepFirstProof(at),
    })
    .where(sql`${users.id} = ${id} and lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setPasswordHash(
  db: Database,
  id: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Every account's id, in order (the collection rebuild walks them). */
export async function allUserIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).orderBy(users.id);
  return rows.map((row) => row.id);
}
