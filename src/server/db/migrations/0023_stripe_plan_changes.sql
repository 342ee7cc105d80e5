CREATE TABLE "stripe_plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"selection" jsonb NOT NULL,
	"billing_interval" text NOT NULL,
	"prorate_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "stripe_plan_changes_interval" CHECK ("stripe_plan_changes"."billing_interval" in ('month', 'six_months'))
);
--> statement-breakpoint
ALTER TABLE "stripe_plan_changes" ADD CONSTRAINT "stripe_plan_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_plan_changes_version" ON "stripe_plan_changes" USING btree ("subscription_id","version");