import { z } from 'zod';
import { BADGE_CATEGORIES } from '../collecting/badge-categories';

/**
 * Badges (SPEC.md §3 Badge). The definitions are data in
 * src/shared/collecting/badge-definitions.ts; these are their answers.
 */
export const badgeCategorySchema = z.enum(BADGE_CATEGORIES);

export const badgeSchema = z
  .object({
    id: z.string().describe('Stable code, e.g. "visits-10"'),
    category: badgeCategorySchema.describe('Also the icon artwork'),
    tier: z.number().int().positive().describe('1 for the first step of a category, and upwards'),
    icon: z.string().describe('The icon artwork: the category'),
    name: z.string().describe('Japanese'),
    name_en: z.string(),
    description: z.string().describe('Japanese: what earns it'),
    description_en: z.string(),
    earned: z.boolean().describe('False for visitors'),
    earned_at: z.iso
      .date()
      .nullable()
      .describe(
        'The visited date of the visit that completed it (social badges: the day it was earned)',
      ),
    progress: z
      .object({
        current: z.number().int().nonnegative(),
        target: z.number().int().positive(),
      })
      .describe('How far the caller is (current may exceed target once earned)'),
  })
  .meta({ id: 'Badge' });
export type Badge = z.infer<typeof badgeSchema>;

export const badgeListSchema = z.array(badgeSchema).meta({ id: 'BadgeList' });

export const newBadgesSchema = z
  .object({
    count: z.number().int().nonnegative(),
    badges: z.array(badgeSchema).describe('Earned since the user last asked, each told once'),
  })
  .meta({ id: 'NewBadges' });
export type NewBadges = z.infer<typeof newBadgesSchema>;
