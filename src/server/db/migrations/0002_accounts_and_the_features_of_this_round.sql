CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"availability" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "demo_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"business_name" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"visitor_time_zone" text,
	"conversation_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_bookings_status" CHECK ("demo_bookings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "demo_bookings_cancelled_by" CHECK ("demo_bookings"."cancelled_by" is null or "demo_bookings"."cancelled_by" in ('visitor', 'admin')),
	CONSTRAINT "demo_bookings_times" CHECK ("demo_bookings"."end_at" > "demo_bookings"."start_at")
);
--> statement-breakpoint
CREATE TABLE "chatbot_knowledge_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"document_id" uuid,
	"source_title" text NOT NULL,
	"source_url" text,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "chatbot_knowledge_chunks"."title"), 'A') || setweight(to_tsvector('english', "chatbot_knowledge_chunks"."content"), 'B') || setweight(to_tsvector('english', "chatbot_knowledge_chunks"."keywords"), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_knowledge_source" CHECK ("chatbot_knowledge_chunks"."source" in ('site', 'document'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_status";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "messages_recipient_read_idx";--> statement-breakpoint
DROP INDEX "messages_sender_idx";--> statement-breakpoint
DROP INDEX "messages_thread_idx";--> statement-breakpoint
DROP INDEX "support_tickets_status_idx";--> statement-breakpoint
DROP INDEX "support_tickets_user_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_user_messages" ALTER COLUMN "thread_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chatbot_training_documents" ADD COLUMN "file_data" "bytea";--> statement-breakpoint
ALTER TABLE "chatbot_training_documents" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_reference" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lock_token" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_conversation_id_chatbot_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chatbot_conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_knowledge_chunks" ADD CONSTRAINT "chatbot_knowledge_chunks_document_id_chatbot_training_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."chatbot_training_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_confirmed_start_unique" ON "demo_bookings" USING btree ("start_at") WHERE "demo_bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "demo_bookings_start_idx" ON "demo_bookings" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "chatbot_knowledge_search_idx" ON "chatbot_knowledge_chunks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "chatbot_knowledge_document_idx" ON "chatbot_knowledge_chunks" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "chatbot_conversations_last_seen_idx" ON "chatbot_conversations" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "training_documents_uploaded_idx" ON "chatbot_training_documents" USING btree ("uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "messages_recipient_created_idx" ON "admin_user_messages" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "admin_user_messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_recipient_idx" ON "admin_user_messages" USING btree ("recipient_id") WHERE "admin_user_messages"."read" = false;--> statement-breakpoint
CREATE INDEX "messages_thread_created_idx" ON "admin_user_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "admin_user_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_created_idx" ON "support_tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_created_idx" ON "support_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_status" CHECK ("checkout_sessions"."status" in ('pending', 'completed', 'cancelled', 'held'));