CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"city" text NOT NULL,
	"price_minor" bigint,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"promoted_until" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_status" CHECK ("advertisements"."status" in ('draft','published','archived')),
	CONSTRAINT "advertisements_price" CHECK ("advertisements"."price_minor" is null or "advertisements"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_images_kind" CHECK ("listing_images"."listing_kind" in ('advertisement','opportunity'))
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_kind" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "listing_views_listing_kind_listing_id_visitor_day_pk" PRIMARY KEY("listing_kind","listing_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sector" text NOT NULL,
	"city" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"amount_min_minor" bigint NOT NULL,
	"amount_max_minor" bigint NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"expected_return_bps" integer,
	"stage" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_status" CHECK ("opportunities"."status" in ('draft','published','archived')),
	CONSTRAINT "opportunities_amounts" CHECK ("opportunities"."amount_min_minor" > 0 and "opportunities"."amount_max_minor" >= "opportunities"."amount_min_minor")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_owner_idx" ON "advertisements" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "advertisements_public_idx" ON "advertisements" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "advertisements_category_idx" ON "advertisements" USING btree ("status","category","published_at");--> statement-breakpoint
CREATE INDEX "advertisements_city_idx" ON "advertisements" USING btree ("status","city","published_at");--> statement-breakpoint
CREATE INDEX "advertisements_price_idx" ON "advertisements" USING btree ("status","price_minor");--> statement-breakpoint
CREATE INDEX "advertisements_promoted_idx" ON "advertisements" USING btree ("status","promoted_until");--> statement-breakpoint
CREATE INDEX "advertisements_search_idx" ON "advertisements" USING gin (to_tsvector('simple', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "listing_images_listing_idx" ON "listing_images" USING btree ("listing_kind","listing_id","position");--> statement-breakpoint
CREATE INDEX "opportunities_owner_idx" ON "opportunities" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "opportunities_public_idx" ON "opportunities" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "opportunities_sector_idx" ON "opportunities" USING btree ("status","sector","published_at");--> statement-breakpoint
CREATE INDEX "opportunities_city_idx" ON "opportunities" USING btree ("status","city","published_at");--> statement-breakpoint
CREATE INDEX "opportunities_amount_idx" ON "opportunities" USING btree ("status","amount_min_minor");--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "opportunities" USING gin (to_tsvector('simple', "title" || ' ' || "summary" || ' ' || "description"));