-- Every app instance keeps pages of the user search's matches (plugins/user-search-pages.ts)
-- and drops them when told that a match may have changed: a traveller joined or left, or
-- changed the username or display name the search reads (search_text is made from them).
-- Once per transaction, and only if it commits, as for the sites (0016).
CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_joined_or_left
AFTER INSERT OR DELETE OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
--> statement-breakpoint
CREATE TRIGGER users_renamed
AFTER UPDATE OF username, display_name ON users
FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
