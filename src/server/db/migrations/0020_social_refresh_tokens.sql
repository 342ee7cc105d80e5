ALTER TABLE "social_account_choices" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "social_connections" ADD COLUMN "refresh_token" text;