-- Push tokens are bound to the session that registered them. Rows from before cannot be
-- attributed to a session: they go, and each browser registers again at its next page load.
DELETE FROM "push_tokens";--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_tokens_session_idx" ON "push_tokens" USING btree ("session_id");
