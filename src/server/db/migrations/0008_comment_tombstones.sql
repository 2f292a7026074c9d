ALTER TABLE "comments" DROP CONSTRAINT "comments_not_empty";--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_tombstone_empty" CHECK ("comments"."user_id" is not null or "comments"."content" = '');--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_not_empty" CHECK ("comments"."user_id" is null or length(btrim("comments"."content")) > 0);