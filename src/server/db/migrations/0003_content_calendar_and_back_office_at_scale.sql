CREATE TABLE "content_image_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"kind" text DEFAULT 'comment' NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" text,
	"author_name" text,
	"body" text NOT NULL,
	"late_request" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_post_comments_kind" CHECK ("content_post_comments"."kind" in ('comment', 'change_request')),
	CONSTRAINT "content_post_comments_body_not_blank" CHECK (length(trim("content_post_comments"."body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "content_post_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"full_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"position" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_post_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"caption" text NOT NULL,
	"hashtags" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"change" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_post_versions_post_version" UNIQUE("post_id","version")
);
--> statement-breakpoint
CREATE TABLE "content_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"channel" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"review_batch_id" uuid,
	"held_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_posts_status" CHECK ("content_posts"."status" in ('draft', 'in_review', 'changes_requested', 'revised', 'approved', 'scheduled', 'published')),
	CONSTRAINT "content_posts_version" CHECK ("content_posts"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "content_review_batch_posts" (
	"batch_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	CONSTRAINT "content_review_batch_posts_batch_id_post_id_pk" PRIMARY KEY("batch_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "content_review_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_review_batches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "content_settings" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"no_answer_rule" text DEFAULT 'hold' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_settings_rule" CHECK ("content_settings"."no_answer_rule" in ('hold', 'approve'))
);
--> statement-breakpoint
CREATE TABLE "message_totals" (
	"scope" text PRIMARY KEY NOT NULL,
	"messages" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_post_comments" ADD CONSTRAINT "content_post_comments_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_comments" ADD CONSTRAINT "content_post_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_images" ADD CONSTRAINT "content_post_images_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_versions" ADD CONSTRAINT "content_post_versions_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_versions" ADD CONSTRAINT "content_post_versions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_review_batch_id_content_review_batches_id_fk" FOREIGN KEY ("review_batch_id") REFERENCES "public"."content_review_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_review_batch_posts" ADD CONSTRAINT "content_review_batch_posts_batch_id_content_review_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."content_review_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_review_batch_posts" ADD CONSTRAINT "content_review_batch_posts_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_review_batches" ADD CONSTRAINT "content_review_batches_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_review_batches" ADD CONSTRAINT "content_review_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_post_comments_post_idx" ON "content_post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "content_post_images_post_idx" ON "content_post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "content_posts_customer_scheduled_idx" ON "content_posts" USING btree ("customer_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "content_posts_status_scheduled_idx" ON "content_posts" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "content_review_batches_customer_idx" ON "content_review_batches" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_display_name_trgm_idx" ON "profiles" USING gin (lower("display_name") gin_trgm_ops);