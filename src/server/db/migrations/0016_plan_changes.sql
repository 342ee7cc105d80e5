ALTER TABLE "subscriptions" ADD COLUMN "selection" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_change" jsonb;