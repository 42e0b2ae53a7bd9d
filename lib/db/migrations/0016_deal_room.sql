CREATE TABLE "deal_room_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"contact_request_id" uuid,
	"state" text DEFAULT 'requested' NOT NULL,
	"end_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"nda_id" uuid,
	"nda_version" integer,
	"nda_locale" text,
	"nda_text" text,
	"nda_sha256" text,
	"nda_accepted_at" timestamp with time zone,
	"nda_ip" text,
	"first_opened_at" timestamp with time zone,
	CONSTRAINT "deal_room_access_state" CHECK ("deal_room_access"."state" in ('requested','granted','revoked','ended'))
);
--> statement-breakpoint
CREATE TABLE "deal_room_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"format" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_room_documents_category" CHECK ("deal_room_documents"."category" in ('financials','legal','deck','other')),
	CONSTRAINT "deal_room_documents_format" CHECK ("deal_room_documents"."format" in ('pdf','image','spreadsheet')),
	CONSTRAINT "deal_room_documents_size" CHECK ("deal_room_documents"."size_bytes" > 0),
	CONSTRAINT "deal_room_documents_title" CHECK (char_length("deal_room_documents"."title") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "deal_room_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"document_id" uuid,
	"investor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_title" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_room_events_kind" CHECK ("deal_room_events"."kind" in ('view','download'))
);
--> statement-breakpoint
CREATE TABLE "deal_room_ndas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"body_en" text,
	"body_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_room_access" ADD CONSTRAINT "deal_room_access_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_access" ADD CONSTRAINT "deal_room_access_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_access" ADD CONSTRAINT "deal_room_access_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_access" ADD CONSTRAINT "deal_room_access_nda_id_deal_room_ndas_id_fk" FOREIGN KEY ("nda_id") REFERENCES "public"."deal_room_ndas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_documents" ADD CONSTRAINT "deal_room_documents_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_events" ADD CONSTRAINT "deal_room_events_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_events" ADD CONSTRAINT "deal_room_events_document_id_deal_room_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."deal_room_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_events" ADD CONSTRAINT "deal_room_events_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_ndas" ADD CONSTRAINT "deal_room_ndas_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_room_access_unique" ON "deal_room_access" USING btree ("opportunity_id","investor_id");--> statement-breakpoint
CREATE INDEX "deal_room_access_investor_idx" ON "deal_room_access" USING btree ("investor_id","state");--> statement-breakpoint
CREATE INDEX "deal_room_documents_opportunity_idx" ON "deal_room_documents" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_room_events_opportunity_idx" ON "deal_room_events" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_room_ndas_version_unique" ON "deal_room_ndas" USING btree ("opportunity_id","version");