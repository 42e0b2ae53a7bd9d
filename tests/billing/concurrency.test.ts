import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { completePayment } from '@/features/billing/server/payments';
import {
  handleSandboxCallback,
  sandboxCheckoutForms,
} from '@/features/billing/server/sandbox-results';
import { promote } from '@/features/billing/server/promotions';
import { subscribe } from '@/features/billing/server/subscriptions';
import { getWalletSummary } from '@/features/billing/server/wallet';
import { getDb, schema } from '@/lib/db';
import { createAd, createPlan, createUser, ensurePlans, fund, ledgerOf } from './helpers';

/** Many connections at once: only a real PostgreSQL shows what the row locks are worth. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent wallet changes (PostgreSQL)', () => {
  beforeAll(ensurePlans);

  it('20 purchases of 30 SAR at a 100 SAR balance: exactly 3 succeed', async () => {
    const user = await createUser();
    await fund(user.id, 100_00);
    const plan = await createPlan(30_00);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        subscribe(user, { planCode: plan, requestId: randomUUID() }),
      ),
    );
    expect(results.filter((r) => r.status === 'subscribed')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'insufficient')).toHaveLength(17);
    const ledger = await ledgerOf(user.id);
    expect(ledger.balance).toBe(10_00);
    expect(ledger.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(ledger.balance);
    expect(ledger.entries.every((e) => e.after >= 0)).toBe(true);
    let running = 0;
    for (const e of ledger.entries) {
      running += e.amount;
      expect(e.after).toBe(running);
    }
  });

  it('purchases and promotions racing top-ups and replayed callbacks keep the ledger exact', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const db = await getDb();
    const pending = await db
      .insert(schema.payments)
      .values(
        Array.from({ length: 5 }, () => ({
          userId: owner.id,
          provider: 'sandbox',
          amountMinor: 50_00,
          currency: 'SAR',
        })),
      )
      .returning();
    const jobs: Promise<unknown>[] = [];
    for (const payment of pending) {
      const { pay } = sandboxCheckoutForms(payment);
      for (let i = 0; i < 4; i++) jobs.push(handleSandboxCallback(pay));
      jobs.push(
        completePayment({ paymentId: payment.id, provider: 'sandbox', outcome: 'succeeded' }),
      );
    }
    for (let i = 0; i < 10; i++) {
      jobs.push(
        promote(owner, { advertisementId: ad.id, packageCode: 'week', requestId: randomUUID() }),
      );
    }
    const settled = await Promise.all(jobs);
    const promoted = settled.filter((r) => (r as { status: string }).status === 'promoted').length;
    const ledger = await ledgerOf(owner.id);
    expect(ledger.entries.filter((e) => e.amount > 0)).toHaveLength(5);
    expect(ledger.entries.filter((e) => e.amount < 0)).toHaveLength(promoted);
    expect(ledger.balance).toBe(250_00 - promoted * 49_00);
    expect(ledger.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(ledger.balance);
    expect(ledger.entries.every((e) => e.after >= 0)).toBe(true);
    expect((await getWalletSummary(owner.id)).balanceMinor).toBe(ledger.balance);
  });

  it('five pending top-ups of 50,000 paid at the same moment: four credit, one is held', async () => {
    const user = await createUser();
    const db = await getDb();
    const pending = await db
      .insert(schema.payments)
      .values(
        Array.from({ length: 5 }, () => ({
          userId: user.id,
          provider: 'sandbox',
          amountMinor: 50_000_00,
          currency: 'SAR',
        })),
      )
      .returning();
    const results = await Promise.all(
      pending.flatMap((payment) => {
        const { pay } = sandboxCheckoutForms(payment);
        return [handleSandboxCallback(pay), handleSandboxCallback(pay)];
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 'credited')).toHaveLength(4);
    expect(statuses.filter((s) => s === 'held')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'already_settled')).toHaveLength(5);
    const ledger = await ledgerOf(user.id);
    expect(ledger.balance).toBe(200_000_00);
    expect(ledger.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(ledger.balance);
    expect(ledger.entries.every((e) => e.after <= 200_000_00)).toBe(true);
  });
});
