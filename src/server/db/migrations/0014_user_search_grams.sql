-- Every piece of one or two characters of a user's folded name (search_text), for the user
-- search of a query that has no trigram (docs/PERF.md P8). IMMUTABLE because the index below
-- keeps its answers: changing what it returns needs a new function and a rebuilt index, not
-- an edited body. Written with FROM so the planner never inlines it: the queries must name
-- the same call as the index to use it.
CREATE FUNCTION user_search_grams(folded text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT piece), '{}') FROM (
    SELECT substr(folded, i, 1) AS piece FROM generate_series(1, length(folded)) AS i
    UNION ALL
    SELECT substr(folded, i, 2) FROM generate_series(1, length(folded) - 1) AS i
  ) AS pieces
$$;--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin (user_search_grams("search_text"));
--> statement-breakpoint
-- The planner needs to know how common each piece is to choose between the index (a rare
-- piece) and reading the users whole (a common one); a database whose users rarely change
-- would wait long for autovacuum to gather it.
ANALYZE "users";
