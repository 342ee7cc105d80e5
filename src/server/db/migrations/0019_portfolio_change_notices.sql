-- The public /our-work page keeps the published designs until the database announces a change to them
-- (see 0007_database_change_notices.sql); the team's portfolio page refreshes on the same notice.
CALL notify_changes_of('portfolio_designs');
--> statement-breakpoint
-- A brief image's bytes go when its row goes: when the customer removes it, or when the erasure of the
-- account cascades to it (as 0006_image_bytes_go_with_their_post.sql does for posts' images).
CREATE OR REPLACE FUNCTION customer_brief_images_drop_bytes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM content_image_blobs WHERE key IN (OLD.full_key, OLD.thumb_key);
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER customer_brief_images_drop_bytes AFTER DELETE ON customer_brief_images
  FOR EACH ROW EXECUTE FUNCTION customer_brief_images_drop_bytes();
