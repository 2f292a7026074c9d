CREATE TABLE "user_visit_counts" (
	"user_id" integer NOT NULL,
	"visibility" "visibility" NOT NULL,
	"shared" boolean NOT NULL,
	"listed" boolean NOT NULL,
	"country" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "user_visit_counts_user_id_visibility_shared_listed_country_pk" PRIMARY KEY("user_id","visibility","shared","listed","country")
);
--> statement-breakpoint
ALTER TABLE "user_visit_counts" ADD CONSTRAINT "user_visit_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- !!! KEPT COUNTS (docs/PERF.md P9). Each traveller's visits by visibility, shared or not,
-- listed site or not, and country, kept by this trigger in the statement that inserts,
-- changes or deletes visits, whoever runs it (a visit, its edit, its removal, an account
-- deleted, the demo seeder's bulk insert). Statement triggers with transition tables: one
-- write per statement however many rows it changed, rows taken in key order so two
-- statements on the same traveller wait for one another instead of deadlocking. An edit that
-- moves no visit between rows (a new rating) writes nothing. The country is the visit's own,
-- else its site's first, else '' (user_visit_country).
CREATE FUNCTION user_visit_country(country_code text, iso_codes text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(country_code, iso_codes[1], '') $$;
--> statement-breakpoint
CREATE FUNCTION user_visit_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- What the rows were leaves their counts; what they are joins theirs.
    INSERT INTO user_visit_counts AS c (user_id, visibility, shared, listed, country, visits)
    SELECT user_id, visibility, shared, listed, country, sum(n)::int FROM (
      SELECT v.user_id, v.visibility, v.share_to_feed AS shared, s.listed,
        user_visit_country(v.country_code, s.iso_codes) AS country, -1 AS n
      FROM moved_out v JOIN sites s ON s.id = v.site_id
      UNION ALL
      SELECT v.user_id, v.visibility, v.share_to_feed, s.listed,
        user_visit_country(v.country_code, s.iso_codes), 1
      FROM moved v JOIN sites s ON s.id = v.site_id
    ) m
    GROUP BY user_id, visibility, shared, listed, country HAVING sum(n) <> 0
    ORDER BY user_id, visibility, shared, listed, country
    ON CONFLICT (user_id, visibility, shared, listed, country)
    DO UPDATE SET visits = c.visits + excluded.visits;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO user_visit_counts AS c (user_id, visibility, shared, listed, country, visits)
    SELECT v.user_id, v.visibility, v.share_to_feed, s.listed,
      user_visit_country(v.country_code, s.iso_codes), count(*)::int
    FROM moved v JOIN sites s ON s.id = v.site_id
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (user_id, visibility, shared, listed, country)
    DO UPDATE SET visits = c.visits + excluded.visits;
  ELSE
    -- Only rows that exist are lowered: an account deleted takes its counts away itself, and
    -- a row its visits' removal would write back would name a traveller who is gone.
    PERFORM 1 FROM user_visit_counts WHERE user_id IN (SELECT user_id FROM moved)
      ORDER BY user_id, visibility, shared, listed, country FOR UPDATE;
    UPDATE user_visit_counts c SET visits = c.visits - d.n
    FROM (
      SELECT v.user_id, v.visibility, v.share_to_feed AS shared, s.listed,
        user_visit_country(v.country_code, s.iso_codes) AS country, count(*)::int AS n
      FROM moved v JOIN sites s ON s.id = v.site_id
      GROUP BY 1, 2, 3, 4, 5
    ) d
    WHERE (c.user_id, c.visibility, c.shared, c.listed, c.country)
      = (d.user_id, d.visibility, d.shared, d.listed, d.country);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER visits_added_to_user_visit_counts AFTER INSERT ON visits
REFERENCING NEW TABLE AS moved
FOR EACH STATEMENT EXECUTE FUNCTION user_visit_counts_changed();
--> statement-breakpoint
CREATE TRIGGER visits_changed_in_user_visit_counts AFTER UPDATE ON visits
REFERENCING OLD TABLE AS moved_out NEW TABLE AS moved
FOR EACH STATEMENT EXECUTE FUNCTION user_visit_counts_changed();
--> statement-breakpoint
CREATE TRIGGER visits_removed_from_user_visit_counts AFTER DELETE ON visits
REFERENCING OLD TABLE AS moved
FOR EACH STATEMENT EXECUTE FUNCTION user_visit_counts_changed();
--> statement-breakpoint
INSERT INTO user_visit_counts (user_id, visibility, shared, listed, country, visits)
SELECT v.user_id, v.visibility, v.share_to_feed, s.listed,
  user_visit_country(v.country_code, s.iso_codes), count(*)::int
FROM visits v JOIN sites s ON s.id = v.site_id
GROUP BY 1, 2, 3, 4, 5;
