-- Every app instance keeps the top of each ranking for a few seconds (leaderboard-cache.ts)
-- and drops it when told that something it shows may have changed: a counter, or the name,
-- picture or 「ランキングに表示する」 of a traveller. The database tells every instance, whoever
-- made the change (a request, the rebuild command, the demo seeder), once per transaction
-- and only if it commits.
CREATE FUNCTION notify_leaderboard_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('leaderboard_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ranking_counters_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ranking_counters
FOR EACH STATEMENT EXECUTE FUNCTION notify_leaderboard_changed();
--> statement-breakpoint
CREATE TRIGGER users_shown_in_rankings_changed
AFTER UPDATE OF username, display_name, profile_picture, show_in_rankings OR DELETE ON users
FOR EACH STATEMENT EXECUTE FUNCTION notify_leaderboard_changed();
