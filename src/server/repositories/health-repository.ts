import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
