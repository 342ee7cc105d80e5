CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_kind" text NOT NULL,
	"action" text NOT NULL,
	"subject_user_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_events_actor_kind" CHECK ("audit_events"."actor_kind" in ('customer', 'team', 'system', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"subscription_id" uuid,
	"order_id" uuid,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"provider_payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"plan_amount" integer,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"invoice_pdf_url" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "billing_payments_kind" CHECK ("billing_payments"."kind" in ('first_order', 'renewal', 'proration')),
	CONSTRAINT "billing_payments_status" CHECK ("billing_payments"."status" in ('paid', 'failed', 'refunded')),
	CONSTRAINT "billing_payments_amounts" CHECK ("billing_payments"."amount" >= 0 and "billing_payments"."discount_amount" >= 0 and "billing_payments"."refunded_amount" between 0 and "billing_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "retention_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"percent_off" integer NOT NULL,
	"provider_coupon_id" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_on_payment_id" uuid,
	"used_at" timestamp with time zone,
	CONSTRAINT "retention_discounts_percent" CHECK ("retention_discounts"."percent_off" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "billing_interval" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_interval" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_anchor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_payment_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "fail_next_renewal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_discounts" ADD CONSTRAINT "retention_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_discounts" ADD CONSTRAINT "retention_discounts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_discounts" ADD CONSTRAINT "retention_discounts_used_on_payment_id_billing_payments_id_fk" FOREIGN KEY ("used_on_payment_id") REFERENCES "public"."billing_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_subject_at_idx" ON "audit_events" USING btree ("subject_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "billing_payments_user_created_idx" ON "billing_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_payments_created_idx" ON "billing_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "billing_payments_provider_subscription_idx" ON "billing_payments" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "retention_discounts_user_granted_idx" ON "retention_discounts" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_discounts_one_pending" ON "retention_discounts" USING btree ("subscription_id") WHERE "retention_discounts"."used_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("current_period_end");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_billing_interval" CHECK ("checkout_sessions"."billing_interval" in ('month', 'six_months'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_billing_interval" CHECK ("subscriptions"."billing_interval" in ('month', 'six_months'));