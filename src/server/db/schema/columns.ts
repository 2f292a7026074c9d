// !!! PERSISTED DATA: read the note at the top of ../schema.ts before changing anything here.
import { pgEnum, timestamp } from 'drizzle-orm/pg-core';
import { VISIBILITIES } from '../../../shared/limits';

/** Columns and types several tables share. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const heritageType = pgEnum('heritage_type', ['cultural', 'natural', 'mixed']);

/** Who sees a visit as a post (src/shared/api/visibility.ts). */
export const visibility = pgEnum('visibility', VISIBILITIES);
