CREATE TABLE "message_totals" (
	"scope" text PRIMARY KEY NOT NULL,
	"messages" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_display_name_trgm_idx" ON "profiles" USING gin (lower("display_name") gin_trgm_ops);