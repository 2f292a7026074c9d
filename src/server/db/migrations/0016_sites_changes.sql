-- Every app instance keeps the pages of the sites list (plugins/site-pages.ts) and drops them
-- when told that something they show may have changed: a site (a catalogue release, a site
-- unlisted) or the count of a site's comments. The database tells every instance, whoever
-- made the change (a request, the catalogue import, the demo seeder), once per transaction
-- (PostgreSQL folds a transaction's equal notifications into one) and only if it commits.
-- Comments on posts, which no page of sites shows, say nothing.
CREATE FUNCTION notify_sites_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sites_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sites_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
FOR EACH STATEMENT EXECUTE FUNCTION notify_sites_changed();
--> statement-breakpoint
CREATE TRIGGER site_comment_added
AFTER INSERT ON comments
FOR EACH ROW WHEN (NEW.site_id IS NOT NULL) EXECUTE FUNCTION notify_sites_changed();
--> statement-breakpoint
CREATE TRIGGER site_comment_removed
AFTER DELETE ON comments
FOR EACH ROW WHEN (OLD.site_id IS NOT NULL) EXECUTE FUNCTION notify_sites_changed();
--> statement-breakpoint
CREATE TRIGGER site_comments_emptied
AFTER TRUNCATE ON comments
FOR EACH STATEMENT EXECUTE FUNCTION notify_sites_changed();
