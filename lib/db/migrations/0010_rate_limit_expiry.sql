ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows written before: no rule's window is longer than an hour, so a day after their start is safe.
UPDATE "rate_limits" SET "expires_at" = "window_start" + interval '1 day';--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");
