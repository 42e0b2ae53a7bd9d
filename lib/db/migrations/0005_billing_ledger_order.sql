DROP INDEX "wallet_entries_wallet_idx";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_idx" ON "wallet_entries" USING btree ("wallet_id","seq");