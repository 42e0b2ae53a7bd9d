-- Wallet holds and reversals: a top-up that would cross the balance ceiling is held (never
-- credited); refunds and disputes reported by a gateway take money back out, and what the balance
-- cannot cover is owed, which restricts the wallet until credits have repaid it.
ALTER TABLE "wallets" ADD COLUMN "owed_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_owed_non_negative" CHECK ("wallets"."owed_minor" >= 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_restricted_while_owed" CHECK ("wallets"."restricted" = ("wallets"."owed_minor" > 0));--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_owed_only_when_empty" CHECK ("wallets"."owed_minor" = 0 or "wallets"."balance_minor" = 0);--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_kind";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind" CHECK ("wallet_entries"."kind" in ('top_up','subscription','promotion','adjustment','refund','dispute','dispute_won','repayment'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending','succeeded','failed','held','refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded" CHECK ("payments"."refunded_minor" between 0 and "payments"."amount_minor");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_ref_unique" ON "payments" USING btree ("provider","provider_payment_ref");--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_change_minor" bigint DEFAULT 0 NOT NULL,
	"owed_change_minor" bigint DEFAULT 0 NOT NULL,
	"held_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"wallet_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reversals_kind" CHECK ("payment_reversals"."kind" in ('refund','dispute','dispute_won','dispute_lost')),
	CONSTRAINT "payment_reversals_amount" CHECK ("payment_reversals"."amount_minor" > 0),
	CONSTRAINT "payment_reversals_held" CHECK ("payment_reversals"."held_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_wallet_entry_id_wallet_entries_id_fk" FOREIGN KEY ("wallet_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reversals_idempotency_unique" ON "payment_reversals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_reversals_payment_idx" ON "payment_reversals" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_reversals_user_idx" ON "payment_reversals" USING btree ("user_id","created_at");--> statement-breakpoint
-- Like the ledger, the record of what gateways reported is append-only.
CREATE TRIGGER "payment_reversals_append_only" BEFORE UPDATE ON "payment_reversals"
FOR EACH ROW EXECUTE FUNCTION "wallet_entries_forbid_update"();
