// !!! PERSISTED DATA: read the note at the top of ../schema.ts before changing anything here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { heritageType } from './columns';

/** One row per UNESCO property, keyed by UNESCO's id_no. */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    category: heritageType('category').notNull(),
    inscriptionYear: smallint('inscription_year').notNull(),
    secondaryDates: integer('secondary_dates').array().notNull().default(sql`'{}'`),
    danger: boolean('danger').notNull().default(false),
    dangerList: text('danger_list'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coordinatesApproximate: boolean('coordinates_approximate').notNull().default(false),
    areaHectares: doublePrecision('area_hectares'),
    statesEn: text('states_en').array().notNull(),
    statesJa: text('states_ja').array().notNull(),
    /** ISO 3166-1 alpha-2, lower case, same order as statesEn. */
    isoCodes: text('iso_codes').array().notNull(),
    region: text('region').notNull(),
    regions: text('regions').array().notNull(),
    transboundary: boolean('transboundary').notNull().default(false),
    criteria: text('criteria').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionJa: text('description_ja').notNull(),
    descriptionJaMachineTranslated: boolean('description_ja_machine_translated')
      .notNull()
      .default(true),
    /** normalizeForSearch() of names and countries in every language we hold. */
    searchText: text('search_text').notNull(),
    unescoUrl: text('unesco_url').notNull(),
    /**
     * False once a catalogue refresh no longer lists the site (merged or
     * delisted). The row stays so that visits and wishlist items keep pointing at it.
     */
    listed: boolean('listed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sites_category_idx').on(t.category), index('sites_region_idx').on(t.region)],
);

/** Key/value facts about the data itself, e.g. which catalogue file is seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
