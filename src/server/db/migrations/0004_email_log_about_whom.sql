ALTER TABLE "email_outbox" ADD COLUMN "about_user_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "about_email" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_about_user_idx" ON "email_outbox" USING btree ("about_user_id");