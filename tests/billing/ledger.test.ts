import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { applyLedgerChange, listWalletHistory } from '@/features/billing/server/wallet';
import { createUser, fund, ledgerOf } from './helpers';

describe('wallet ledger', () => {
  it('credits and debits with the balance after each entry; a key applies once', async () => {
    const user = await createUser();
    const db = await getDb();
    const change = (amountMinor: number, key: string) =>
      db.transaction((tx) =>
        applyLedgerChange(tx, user.id, {
          kind: amountMinor > 0 ? 'top_up' : 'subscription',
          amountMinor,
          currency: 'SAR',
          idempotencyKey: key,
        }),
      );
    const first = await change(100_00, `t:${randomUUID()}`);
    expect(first).toMatchObject({ status: 'applied', entry: { balanceAfterMinor: 100_00 } });
    const key = `t:${randomUUID()}`;
    expect((await change(-30_00, key)).status).toBe('applied');
    const again = await change(-30_00, key);
    expect(again.status).toBe('duplicate');
    expect(again.wallet.balanceMinor).toBe(70_00);
    expect(await change(-70_01, `t:${randomUUID()}`)).toMatchObject({
      status: 'insufficient',
      missingMinor: 1,
    });
    const ledger = await ledgerOf(user.id);
    expect(ledger.balance).toBe(70_00);
    expect(ledger.entries.map((e) => e.after)).toEqual([100_00, 70_00]);
  });

  it('the database itself refuses a negative balance and edits of entries', async () => {
    const user = await createUser();
    await fund(user.id, 10_00);
    const db = await getDb();
    await expect(
      db.update(schema.wallets).set({ balanceMinor: -1 }).where(eq(schema.wallets.userId, user.id)),
    ).rejects.toThrow();
    const [wallet] = await db
      .select()
      .from(schema.wallets)
      .where(eq(schema.wallets.userId, user.id));
    await expect(
      db.insert(schema.walletEntries).values({
        walletId: wallet!.id,
        kind: 'adjustment',
        amountMinor: -20_00,
        balanceAfterMinor: -10_00,
        currency: 'SAR',
        idempotencyKey: `neg:${randomUUID()}`,
      }),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update wallet_entries set amount_minor = 1 where wallet_id = ${wallet!.id}`),
    ).rejects.toThrow();
  });

  it('history is paginated in the database and shows top-ups that did not credit', async () => {
    const user = await createUser();
    const base = Date.now() - 60 * 60 * 1000;
    for (let i = 0; i < 12; i++) await fund(user.id, (i + 1) * 10_00, new Date(base + i * 1000));
    const db = await getDb();
    await db.insert(schema.payments).values([
      {
        userId: user.id,
        provider: 'sandbox',
        amountMinor: 5_00,
        currency: 'SAR',
        status: 'failed',
      },
      { userId: user.id, provider: 'sandbox', amountMinor: 7_00, currency: 'SAR' },
    ]);
    const first = await listWalletHistory(user.id, { page: 1, pageSize: 10 });
    expect(first.total).toBe(14);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 2).map((i) => [i.status, i.amountMinor])).toEqual(
      expect.arrayContaining([
        ['failed', 5_00],
        ['pending', 7_00],
      ]),
    );
    expect(first.items[2]).toMatchObject({
      source: 'entry',
      amountMinor: 120_00,
      status: 'succeeded',
    });
    const second = await listWalletHistory(user.id, { page: 2, pageSize: 10 });
    expect(second.items.map((i) => i.amountMinor)).toEqual([40_00, 30_00, 20_00, 10_00]);
    expect(second.items.at(-1)?.balanceAfterMinor).toBe(10_00);
    // Someone else's history is empty.
    expect((await listWalletHistory((await createUser()).id)).total).toBe(0);
  });
});
