/**
 * The server's database schema: every entity of SPEC.md §3, one file per resource under
 * ./schema (re-exported here, where drizzle-kit and the app read it).
 *
 * !!! PERSISTED DATA !!!
 * Changing anything here changes what is stored. After an edit run
 * `npm run db:generate` and commit the new migration in ./migrations;
 * CI fails when this file and the migrations disagree. Never edit a migration
 * that has landed: add a new one.
 */
export * from './schema/account-tables';
export * from './schema/catalogue-tables';
export * from './schema/collecting-tables';
export * from './schema/columns';
export * from './schema/social-tables';
export * from './schema/user-tables';
export * from './schema/visit-tables';
export * from './schema/wishlist-tables';
