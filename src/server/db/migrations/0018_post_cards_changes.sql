-- Every app instance keeps the cards of posts it has shown (services/post-cards.ts: a post's
-- visit, author, site and photos, not its counts nor the viewer's relations to it) and drops
-- one when told that what it shows may have changed. The payload says which:
--   'v<visit id>'  that post's card (its visit changed or went, or its photos changed);
--   'u<user id>'   every card of that author (renamed, new picture);
--   ''             every card (a site changed, or a table was emptied).
-- The database tells every instance, whoever made the change (a request, an import, the demo
-- seeder), only if it commits, and folds a transaction's equal notifications into one.
-- A new visit says nothing: no instance holds a card for it yet.
CREATE FUNCTION notify_post_card_of_visit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('post_cards_changed', 'v' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_card_visit_changed
AFTER UPDATE OF user_id, site_id, rating, comment, visited_date, visibility, created_at
ON visits FOR EACH ROW EXECUTE FUNCTION notify_post_card_of_visit();
--> statement-breakpoint
CREATE TRIGGER post_card_visit_removed
AFTER DELETE ON visits FOR EACH ROW EXECUTE FUNCTION notify_post_card_of_visit();
--> statement-breakpoint
CREATE FUNCTION notify_post_card_of_photo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('post_cards_changed', 'v' || OLD.visit_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('post_cards_changed', 'v' || NEW.visit_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_card_photos_changed
AFTER INSERT OR UPDATE OR DELETE ON photos
FOR EACH ROW EXECUTE FUNCTION notify_post_card_of_photo();
--> statement-breakpoint
CREATE FUNCTION notify_post_cards_of_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('post_cards_changed', 'u' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_cards_author_changed
AFTER UPDATE OF username, display_name, profile_picture
ON users FOR EACH ROW EXECUTE FUNCTION notify_post_cards_of_author();
--> statement-breakpoint
CREATE FUNCTION notify_every_post_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('post_cards_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_cards_sites_changed
AFTER UPDATE OR DELETE OR TRUNCATE ON sites
FOR EACH STATEMENT EXECUTE FUNCTION notify_every_post_card();
--> statement-breakpoint
CREATE TRIGGER post_cards_visits_emptied
AFTER TRUNCATE ON visits
FOR EACH STATEMENT EXECUTE FUNCTION notify_every_post_card();
--> statement-breakpoint
CREATE TRIGGER post_cards_photos_emptied
AFTER TRUNCATE ON photos
FOR EACH STATEMENT EXECUTE FUNCTION notify_every_post_card();
--> statement-breakpoint
CREATE TRIGGER post_cards_users_emptied
AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION notify_every_post_card();
