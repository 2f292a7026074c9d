CREATE TABLE "ranking_score_counts" (
	"period" text NOT NULL,
	"ranking_type" text NOT NULL,
	"score" integer NOT NULL,
	"travellers" integer NOT NULL,
	CONSTRAINT "ranking_score_counts_period_ranking_type_score_pk" PRIMARY KEY("period","ranking_type","score")
);
--> statement-breakpoint
DROP INDEX "users_hidden_from_rankings_idx";--> statement-breakpoint
-- The counts of the counters already stored: the same statement as expectedScoreCounts in
-- src/server/repositories/ranking-score-counts-repository.ts.
INSERT INTO "ranking_score_counts" ("period", "ranking_type", "score", "travellers")
SELECT c.period, s.ranking_type, s.score, count(*)::int
FROM "ranking_counters" c
JOIN "users" u ON u.id = c.user_id AND u.show_in_rankings
CROSS JOIN LATERAL (VALUES ('total_visits', c.total_visits),
  ('countries_visited', c.countries_visited), ('reviews_count', c.reviews_count))
  AS s(ranking_type, score)
WHERE s.score > 0
GROUP BY c.period, s.ranking_type, s.score;
