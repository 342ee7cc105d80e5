CREATE TABLE "customer_brief_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"full_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"image_id" uuid,
	"full_key" text,
	"card_key" text,
	"card_width" integer,
	"card_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_brief_images" ADD CONSTRAINT "customer_brief_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_brief_images_user_idx" ON "customer_brief_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_designs_position_idx" ON "portfolio_designs" USING btree ("position");--> statement-breakpoint
CREATE INDEX "portfolio_designs_image_idx" ON "portfolio_designs" USING btree ("image_id");