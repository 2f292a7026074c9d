CREATE TABLE "follow_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"following" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_counts" ADD CONSTRAINT "follow_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_counts_popular_idx" ON "follow_counts" USING btree ("followers" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- !!! KEPT COUNTS (docs/PERF.md P9). Each traveller's followers and followings, kept by these
-- triggers in the statement that changes `follows`, whoever runs it (a follow, an unfollow, a
-- block, an account deleted with its follows, the demo seeder's bulk insert). Statement
-- triggers with transition tables: one update per statement however many rows it changed.
-- The rows are locked in user id order first, so two travellers following each other at the
-- same instant wait for one another instead of deadlocking.
CREATE FUNCTION follow_counts_follows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  PERFORM 1 FROM follow_counts
    WHERE user_id IN (SELECT follower_id FROM changed UNION SELECT followee_id FROM changed)
    ORDER BY user_id FOR UPDATE;
  UPDATE follow_counts fc
    SET followers = fc.followers + step * d.followers, following = fc.following + step * d.following
    FROM (
      SELECT user_id, sum(followers)::int AS followers, sum(following)::int AS following
      FROM (
        SELECT followee_id AS user_id, 1 AS followers, 0 AS following FROM changed
        UNION ALL
        SELECT follower_id, 0, 1 FROM changed
      ) one_each
      GROUP BY user_id
    ) d
    WHERE fc.user_id = d.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER follows_added AFTER INSERT ON follows
REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION follow_counts_follows_changed();
--> statement-breakpoint
CREATE TRIGGER follows_removed AFTER DELETE ON follows
REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION follow_counts_follows_changed();
--> statement-breakpoint
-- Every traveller has a row from the start, so the popular suggestions read one index.
CREATE FUNCTION follow_counts_users_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO follow_counts (user_id) SELECT id FROM added;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_added_to_follow_counts AFTER INSERT ON users
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION follow_counts_users_added();
--> statement-breakpoint
INSERT INTO follow_counts (user_id, followers, following)
SELECT u.id,
  (SELECT count(*)::int FROM follows f WHERE f.followee_id = u.id),
  (SELECT count(*)::int FROM follows f WHERE f.follower_id = u.id)
FROM users u;
