CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"email" text NOT NULL,
	"selection" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "checkout_sessions_status" CHECK ("checkout_sessions"."status" in ('pending', 'completed', 'cancelled')),
	CONSTRAINT "checkout_sessions_amount_non_negative" CHECK ("checkout_sessions"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "checkout_sessions_created_idx" ON "checkout_sessions" USING btree ("created_at");