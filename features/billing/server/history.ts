import 'server-only';
import { sql } from 'drizzle-orm';
import type {
  EntryDetails,
  PaymentStatus,
  ReversalKind,
  WalletEntryKind,
} from '@/features/billing/types';
import { executeRows, getDb } from '@/lib/db';

/** One line of the wallet history: a ledger entry, a top-up that credited nothing (yet), or a
 * gateway's reversal that moved no balance (it all became owed, or a dispute closed lost). */
export type HistoryItem = {
  id: string;
  source: 'entry' | 'payment' | 'reversal';
  kind: WalletEntryKind | ReversalKind;
  amountMinor: number;
  currency: string;
  balanceAfterMinor: number | null;
  /** Entries are settled; payments show why they did not credit; `lost`: a dispute we lost. */
  status: PaymentStatus | 'lost';
  details: EntryDetails & { reason?: string };
  createdAt: Date;
};

export type HistoryPage = { items: HistoryItem[]; total: number; page: number; pageCount: number };

type HistoryRow = {
  id: string;
  source: HistoryItem['source'];
  kind: HistoryItem['kind'];
  amount_minor: string | number;
  currency: string;
  balance_after_minor: string | number | null;
  status: HistoryItem['status'];
  details: HistoryItem['details'] | string | null;
  created_at: Date | string;
};

/**
 * The user's history, newest first, paginated in the database: the ledger entries, the top-ups
 * that did not credit (pending, failed, held, refunded: a credited one shows as its entry) and
 * the reversals that wrote no entry.
 */
export async function listWalletHistory(
  userId: string,
  options: { page?: number; pageSize?: number } = {},
): Promise<HistoryPage> {
  const db = await getDb();
  const pageSize = Math.min(100, Math.max(1, Math.floor(options.pageSize ?? 10)));
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const history = sql`
    select e.id, 'entry' as source, e.kind, e.amount_minor, e.currency, e.balance_after_minor,
           'succeeded' as status, e.details, e.created_at, e.seq
      from wallet_entries e join wallets w on w.id = e.wallet_id
     where w.user_id = ${userId}
    union all
    select p.id, 'payment' as source, 'top_up' as kind, p.amount_minor, p.currency,
           null as balance_after_minor, p.status,
           jsonb_build_object('provider', p.provider, 'reason', p.failure_reason) as details,
           p.created_at, null as seq
      from payments p
     where p.user_id = ${userId} and p.wallet_entry_id is null
    union all
    select r.id, 'reversal' as source, r.kind,
           case when r.kind = 'dispute_won' then r.amount_minor else -r.amount_minor end,
           r.currency, null as balance_after_minor,
           case when r.kind = 'dispute_lost' then 'lost'
                when r.held_minor > 0 then 'held' else 'succeeded' end,
           jsonb_build_object('paymentId', r.payment_id, 'owedMinor', r.owed_change_minor,
                              'heldMinor', r.held_minor),
           r.created_at, null as seq
      from payment_reversals r
     where r.user_id = ${userId} and r.wallet_entry_id is null`;
  const [counted] = await executeRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from (${history}) h`,
  );
  const total = Number(counted?.total ?? 0);
  const rows = await executeRows<HistoryRow>(
    db,
    sql`select * from (${history}) h order by h.created_at desc, h.seq desc nulls last, h.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      source: row.source,
      kind: row.kind,
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      balanceAfterMinor: row.balance_after_minor === null ? null : Number(row.balance_after_minor),
      status: row.status,
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) ?? {},
      createdAt: new Date(row.created_at),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
