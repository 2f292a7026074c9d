import { and, asc, count, eq, getTableColumns, inArray, not, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { comments, sites, visits } from '../db/schema';
import { likeContains } from './like-pattern';

export type SiteRow = typeof sites.$inferSelect & { commentsCount: number };

/** What a post or a wishlist item shows of its site: the columns to select with it. */
export const SITE_SUMMARY_FIELDS = {
  id: sites.id,
  nameJa: sites.nameJa,
  nameEn: sites.nameEn,
  statesJa: sites.statesJa,
  statesEn: sites.statesEn,
  category: sites.category,
  listed: sites.listed,
};

export type SiteSummaryRow = Pick<typeof sites.$inferSelect, keyof typeof SITE_SUMMARY_FIELDS>;
export type NewSiteRow = typeof sites.$inferInsert;

export type SiteFilter = {
  /** Already folded with normalizeForSearch. */
  searchFolded?: string | undefined;
  countryCode?: string | undefined;
  countryName?: string | undefined;
  regionEn?: string | undefined;
  category?: 'cultural' | 'natural' | 'mixed' | undefined;
  visitedBy?: { userId: number; visited: boolean } | undefined;
};

function filterConditions(filter: SiteFilter): SQL[] {
  const where: SQL[] = [eq(sites.listed, true)];
  if (filter.searchFolded) {
    where.push(sql`${sites.searchText} like ${likeContains(filter.searchFolded)}`);
  }
  if (filter.countryCode) where.push(sql`${filter.countryCode} = any(${sites.isoCodes})`);
  if (filter.countryName) {
    where.push(
      sql`(${filter.countryName} = any(${sites.statesJa}) or lower(${filter.countryName}) = any(select lower(s) from unnest(${sites.statesEn}) as s))`,
    );
  }
  if (filter.regionEn) where.push(eq(sites.region, filter.regionEn));
  if (filter.category) where.push(eq(sites.category, filter.category));
  if (filter.visitedBy) {
    const visited = sql`exists (select 1 from ${visits} where ${visits.siteId} = ${sites.id} and ${visits.userId} = ${filter.visitedBy.userId})`;
    where.push(filter.visitedBy.visited ? visited : not(visited));
  }
  return where;
}

// Drizzle writes a column of a single-table select without its table's name, and inside
// this subquery a bare "id" would be the comment's own: name the outer table explicitly.
const commentsCount = sql<number>`(select count(*)::int from ${comments} c where c.site_id = ${sites}.id)`;

export async function listSites(
  db: Database,
  filter: SiteFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: SiteRow[] }> {
  const where = and(...filterConditions(filter));
  const [totalRow] = await db.select({ total: count() }).from(sites).where(where);
  // The page is cut before its comments are counted: a count in the page's own select is
  // made for every row the offset skips too.
  const pageIds = db
    .select({ id: sites.id })
    .from(sites)
    .where(where)
    .orderBy(asc(sites.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = await db
    .select({ site: sites, commentsCount })
    .from(sites)
    .where(inArray(sites.id, pageIds))
    .orderBy(asc(sites.id));
  return {
    total: totalRow?.total ?? 0,
    rows: rows.map((r) => ({ ...r.site, commentsCount: r.commentsCount })),
  };
}

export async function findSite(db: Database, id: number): Promise<SiteRow | undefined> {
  const rows = await db.select({ site: sites, commentsCount }).from(sites).where(eq(sites.id, id));
  const row = rows[0];
  return row && { ...row.site, commentsCount: row.commentsCount };
}

export async function countListedSites(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sites).where(eq(sites.listed, true));
  return row?.total ?? 0;
}

export type CountryCount = { code: string | null; nameJa: string; nameEn: string; sites: number };

/** Every state with its site count; a transboundary site counts once per state. */
export async function countSitesByCountry(db: Database): Promise<CountryCount[]> {
  const result = await db.execute(sql`
    select s.code, s.name_ja, s.name_en, count(*)::int as sites
    from ${sites}, unnest(${sites.isoCodes}, ${sites.statesJa}, ${sites.statesEn}) as s(code, name_ja, name_en)
    where ${sites.listed}
    group by s.code, s.name_ja, s.name_en
    order by s.name_en`);
  type Row = { code: string | null; name_ja: string; name_en: string; sites: number };
  return rowsOf<Row>(result).map((r) => ({
    code: r.code,
    nameJa: r.name_ja,
    nameEn: r.name_en,
    sites: r.sites,
  }));
}

export async function countSitesByRegion(
  db: Database,
): Promise<{ region: string; sites: number }[]> {
  return db
    .select({ region: sites.region, sites: count() })
    .from(sites)
    .where(eq(sites.listed, true))
    .groupBy(sites.region)
    .orderBy(asc(sites.region));
}

/** On conflict every column but the id takes the incoming value. */
const UPSERT_SET = Object.fromEntries(
  Object.entries(getTableColumns(sites))
    .filter(([key]) => key !== 'id')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/** Inserts or updates sites by id; rows keep their id so visits and wishlists stay attached. */
export async function upsertSites(db: Database, rows: NewSiteRow[]): Promise<void> {
  const BATCH = 200;
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(sites)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({ target: sites.id, set: UPSERT_SET });
  }
}

/** Marks every site not in `keepIds` as no longer listed; returns how many changed. */
export async function unlistSitesExcept(db: Database, keepIds: number[]): Promise<number> {
  const result = await db
    .update(sites)
    .set({ listed: false, updatedAt: new Date() })
    .where(and(eq(sites.listed, true), not(inArray(sites.id, keepIds))))
    .returning({ id: sites.id });
  return result.length;
}

export async function siteExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, id));
  return rows.length > 0;
}

/** A site's states (ISO alpha-2, first listed first), or undefined when there is no such site. */
export async function siteStates(db: Database, id: number): Promise<string[] | undefined> {
  const rows = await db.select({ states: sites.isoCodes }).from(sites).where(eq(sites.id, id));
  return rows[0]?.states;
}
