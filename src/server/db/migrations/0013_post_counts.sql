CREATE TABLE "post_counts" (
	"visit_id" integer PRIMARY KEY NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_counts" ADD CONSTRAINT "post_counts_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- !!! KEPT COUNTS (docs/PERF.md P9). Each post's likes and comments, kept by these triggers in
-- the statement that changes `likes` or `comments`, whoever runs it (a like, an unlike, a
-- comment, a comment deleted with its replies, a visit or an account deleted with its likes
-- and comments, the demo seeder's bulk insert). Statement triggers with transition tables:
-- one update per statement however many rows it changed. The rows are locked in visit id
-- order first, so two statements changing the same posts wait for one another instead of
-- deadlocking. Site comments (no visit) are not a post's.
CREATE FUNCTION post_counts_likes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  PERFORM 1 FROM post_counts WHERE visit_id IN (SELECT visit_id FROM changed)
    ORDER BY visit_id FOR UPDATE;
  UPDATE post_counts pc SET likes = pc.likes + step * d.n
    FROM (SELECT visit_id, count(*)::int AS n FROM changed GROUP BY visit_id) d
    WHERE pc.visit_id = d.visit_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER likes_added AFTER INSERT ON likes
REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION post_counts_likes_changed();
--> statement-breakpoint
CREATE TRIGGER likes_removed AFTER DELETE ON likes
REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION post_counts_likes_changed();
--> statement-breakpoint
CREATE FUNCTION post_counts_comments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  PERFORM 1 FROM post_counts WHERE visit_id IN (SELECT visit_id FROM changed)
    ORDER BY visit_id FOR UPDATE;
  UPDATE post_counts pc SET comments = pc.comments + step * d.n
    FROM (
      SELECT visit_id, count(*)::int AS n FROM changed WHERE visit_id IS NOT NULL GROUP BY visit_id
    ) d
    WHERE pc.visit_id = d.visit_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comments_added AFTER INSERT ON comments
REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION post_counts_comments_changed();
--> statement-breakpoint
CREATE TRIGGER comments_removed AFTER DELETE ON comments
REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION post_counts_comments_changed();
--> statement-breakpoint
-- Every visit has a row from the start, so a post's counts are one lookup.
CREATE FUNCTION post_counts_visits_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_counts (visit_id) SELECT id FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER visits_added_to_post_counts AFTER INSERT ON visits
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION post_counts_visits_added();
--> statement-breakpoint
INSERT INTO post_counts (visit_id, likes, comments)
SELECT v.id,
  (SELECT count(*)::int FROM likes l WHERE l.visit_id = v.id),
  (SELECT count(*)::int FROM comments c WHERE c.visit_id = v.id)
FROM visits v;
