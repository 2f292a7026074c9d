CREATE TABLE "ranking_counters" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"total_visits" integer DEFAULT 0 NOT NULL,
	"countries_visited" integer DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"total_visits_since" timestamp with time zone NOT NULL,
	"countries_visited_since" timestamp with time zone NOT NULL,
	"reviews_count_since" timestamp with time zone NOT NULL,
	CONSTRAINT "ranking_counters_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge_id" text NOT NULL,
	"earned_on" date NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_at" timestamp with time zone,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_in_rankings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "ranking_counters" ADD CONSTRAINT "ranking_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_total_visits_idx" ON "ranking_counters" USING btree ("period","total_visits" desc,"total_visits_since","user_id");--> statement-breakpoint
CREATE INDEX "ranking_countries_visited_idx" ON "ranking_counters" USING btree ("period","countries_visited" desc,"countries_visited_since","user_id");--> statement-breakpoint
CREATE INDEX "ranking_reviews_count_idx" ON "ranking_counters" USING btree ("period","reviews_count" desc,"reviews_count_since","user_id");--> statement-breakpoint
-- Visits recorded before a visit named its country count the site's first listed state,
-- which is what a new visit takes when it names none.
UPDATE "visits" SET "country_code" = "sites"."iso_codes"[1] FROM "sites" WHERE "sites"."id" = "visits"."site_id" AND "visits"."country_code" IS NULL;
