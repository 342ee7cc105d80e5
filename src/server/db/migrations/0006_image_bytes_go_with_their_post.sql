-- An image's bytes (full size and thumbnail) go when its row goes: when the team deletes the post, or
-- when the customer's erasure cascades through their posts. A trigger, so every path that deletes a
-- post image (cascades included) takes the bytes with it.
CREATE OR REPLACE FUNCTION content_post_images_drop_bytes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM content_image_blobs WHERE key IN (OLD.full_key, OLD.thumb_key);
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER content_post_images_drop_bytes AFTER DELETE ON content_post_images
  FOR EACH ROW EXECUTE FUNCTION content_post_images_drop_bytes();--> statement-breakpoint
-- Bytes left behind by posts deleted before this trigger existed.
DELETE FROM content_image_blobs b WHERE b.key LIKE 'posts/%' AND NOT EXISTS (
  SELECT 1 FROM content_post_images i WHERE i.full_key = b.key OR i.thumb_key = b.key
);
