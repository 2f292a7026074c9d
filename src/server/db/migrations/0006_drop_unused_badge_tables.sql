DROP TABLE "badges" CASCADE;--> statement-breakpoint
DROP TABLE "badges_earned" CASCADE;