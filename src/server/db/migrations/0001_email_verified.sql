ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts Google created (no password) have the address Google verified.
-- Accounts that were linked to Google after a password registration stay
-- unverified: that link is the hole this column closes.
UPDATE "users" SET "email_verified_at" = "joined_at" WHERE "google_sub" IS NOT NULL AND "password_hash" IS NULL;
