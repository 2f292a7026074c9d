import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { userBadges } from '../db/schema';

export type UserBadgeRow = typeof userBadges.$inferSelect;

export async function badgesOf(db: Database, userId: number): Promise<UserBadgeRow[]> {
  return db.select().from(userBadges).where(eq(userBadges.userId, userId));
}

export async function awardBadges(
  db: Database,
  userId: number,
  awards: readonly { badgeId: string; earnedOn: string }[],
  now: Date,
): Promise<void> {
  if (awards.length === 0) return;
  await db
    .insert(userBadges)
    .values(awards.map((award) => ({ userId, ...award, awardedAt: now })))
    .onConflictDoNothing();
}

export async function withdrawBadges(
  db: Database,
  userId: number,
  badgeIds: readonly string[],
): Promise<void> {
  if (badgeIds.length === 0) return;
  await db
    .delete(userBadges)
    .where(and(eq(userBadges.userId, userId), inArray(userBadges.badgeId, [...badgeIds])));
}

/** Marks the badges not yet told as told, and returns them (each told once). */
export async function announceNewBadges(
  db: Database,
  userId: number,
  now: Date,
): Promise<UserBadgeRow[]> {
  return db
    .update(userBadges)
    .set({ announcedAt: now })
    .where(and(eq(userBadges.userId, userId), isNull(userBadges.announcedAt)))
    .returning();
}

/** The badges of many travellers, by traveller. */
export async function badgesOfMany(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, UserBadgeRow[]>> {
  const byUser = new Map<number, UserBadgeRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(userBadges)
    .where(inArray(userBadges.userId, [...userIds]));
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

type BadgeOfUser = { userId: number; badgeId: string };

/** Rows sent as one JSON parameter: u (user), b (badge), d (earned on). */
const json = (rows: readonly (BadgeOfUser & { earnedOn?: string })[]) =>
  sql`${JSON.stringify(rows.map((r) => ({ u: r.userId, b: r.badgeId, d: r.earnedOn })))}::jsonb`;

/** Rows per statement of the bulk writes below (parameters stay far under the limit). */
const CHUNK = 5_000;

export async function awardBadgesOfMany(
  db: Database,
  awards: readonly (BadgeOfUser & { earnedOn: string })[],
  now: Date,
): Promise<void> {
  for (let i = 0; i < awards.length; i += CHUNK) {
    const chunk = awards.slice(i, i + CHUNK);
    await db.execute(sql`
      insert into ${userBadges} (user_id, badge_id, earned_on, awarded_at)
      select u, b, d, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${json(chunk)}) as t(u int, b text, d date)
      on conflict do nothing`);
  }
}

export async function redateBadgesOfMany(
  db: Database,
  redates: readonly (BadgeOfUser & { earnedOn: string })[],
): Promise<void> {
  for (let i = 0; i < redates.length; i += CHUNK) {
    const chunk = redates.slice(i, i + CHUNK);
    await db.execute(sql`
      update ${userBadges} set earned_on = t.d
      from jsonb_to_recordset(${json(chunk)}) as t(u int, b text, d date)
      where ${userBadges.userId} = t.u and ${userBadges.badgeId} = t.b`);
  }
}

export async function withdrawBadgesOfMany(
  db: Database,
  withdrawals: readonly BadgeOfUser[],
): Promise<void> {
  for (let i = 0; i < withdrawals.length; i += CHUNK) {
    const chunk = withdrawals.slice(i, i + CHUNK);
    await db.execute(sql`
      delete from ${userBadges}
      using jsonb_to_recordset(${json(chunk)}) as t(u int, b text)
      where ${userBadges.userId} = t.u and ${userBadges.badgeId} = t.b`);
  }
}
