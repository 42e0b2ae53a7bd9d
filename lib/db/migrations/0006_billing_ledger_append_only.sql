-- The wallet ledger is append-only: an entry, once written, never changes. (Rows still go when
-- their wallet is deleted with its user: ON DELETE CASCADE.)
CREATE OR REPLACE FUNCTION "wallet_entries_forbid_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_append_only" BEFORE UPDATE ON "wallet_entries"
FOR EACH ROW EXECUTE FUNCTION "wallet_entries_forbid_update"();
