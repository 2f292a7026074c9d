import { and, eq, inArray, isNull } from 'drizzle-orm';
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

export async function redateBadge(
  db: Database,
  userId: number,
  badgeId: string,
  earnedOn: string,
): Promise<void> {
  await db
    .update(userBadges)
    .set({ earnedOn })
    .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)));
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
