DROP INDEX "demo_bookings_confirmed_start_unique";--> statement-breakpoint
DROP INDEX "support_tickets_status_created_idx";--> statement-breakpoint
DROP INDEX "support_tickets_created_idx";--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "support_availability" jsonb;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "kind" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_confirmed_kind_start_unique" ON "demo_bookings" USING btree ("kind","start_at") WHERE "demo_bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "demo_bookings_customer_idx" ON "demo_bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_priority_created_idx" ON "support_tickets" USING btree ("status","priority","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_priority_created_idx" ON "support_tickets" USING btree ("priority","created_at","id");--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_kind" CHECK ("demo_bookings"."kind" in ('demo', 'support'));