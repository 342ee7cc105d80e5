ALTER TABLE "content_posts" ADD COLUMN "published_link" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "publications_user_channel_published_idx" ON "publications" USING btree ("user_id","channel","published_at");