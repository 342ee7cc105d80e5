ALTER TABLE "admin_user_messages" ALTER COLUMN "recipient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "about_user_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "about_email" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_about_user_idx" ON "email_outbox" USING btree ("about_user_id");--> statement-breakpoint
CREATE INDEX "messages_unread_team_idx" ON "admin_user_messages" USING btree ("created_at") WHERE "admin_user_messages"."recipient_id" is null and "admin_user_messages"."read" = false;