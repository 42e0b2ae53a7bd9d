CREATE TABLE "redirects" (
	"source" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"permanent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
