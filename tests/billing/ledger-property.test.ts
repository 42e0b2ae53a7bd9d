import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { completePayment } from '@/features/billing/server/payments';
import { subscribe } from '@/features/billing/server/subscriptions';
import { getWalletSummary } from '@/features/billing/server/wallet';
import { createPlan, createUser, ledgerOf } from './helpers';

type Op =
  | { type: 'topUp'; amount: number; outcome: 'succeeded' | 'failed'; replays: number }
  | { type: 'buy'; plan: number; repeat: boolean };

const PRICES = [1_00, 30_00, 99_99, 250_00];

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('topUp' as const),
    amount: fc.integer({ min: 1, max: 300_00 }),
    outcome: fc.constantFrom('succeeded' as const, 'failed' as const),
    replays: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    type: fc.constant('buy' as const),
    plan: fc.integer({ min: 0, max: PRICES.length - 1 }),
    repeat: fc.boolean(),
  }),
);

/**
 * Random sequences of top-ups (with failures and replayed callbacks) and purchases (with repeated
 * requests): the balance never goes negative, equals a simple model, and the entries add up to it
 * with each balance_after chaining from the one before. Runs on PGlite, and on PostgreSQL too.
 */
describe('ledger invariants (property)', () => {
  let plans: string[] = [];
  beforeAll(async () => {
    plans = [];
    for (const price of PRICES) plans.push(await createPlan(price));
  });

  it('hold for any sequence of top-ups and purchases', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const user = await createUser();
        const db = await getDb();
        let model = 0;
        for (const step of ops) {
          if (step.type === 'topUp') {
            const [payment] = await db
              .insert(schema.payments)
              .values({
                userId: user.id,
                provider: 'sandbox',
                amountMinor: step.amount,
                currency: 'SAR',
              })
              .returning();
            for (let i = 0; i < step.replays; i++) {
              await completePayment({
                paymentId: payment!.id,
                provider: 'sandbox',
                outcome: step.outcome,
              });
            }
            if (step.outcome === 'succeeded') model += step.amount;
          } else {
            const price = PRICES[step.plan]!;
            const input = { planCode: plans[step.plan]!, requestId: randomUUID() };
            const result = await subscribe(user, input);
            if (step.repeat) await subscribe(user, input);
            expect(result.status).toBe(model >= price ? 'subscribed' : 'insufficient');
            if (result.status === 'subscribed') model -= price;
          }
          expect(model).toBeGreaterThanOrEqual(0);
        }
        const ledger = await ledgerOf(user.id);
        expect(ledger.balance).toBe(model);
        expect((await getWalletSummary(user.id)).balanceMinor).toBe(model);
        let running = 0;
        for (const entry of ledger.entries) {
          running += entry.amount;
          expect(entry.after).toBe(running);
          expect(entry.after).toBeGreaterThanOrEqual(0);
        }
        expect(running).toBe(ledger.balance);
      }),
      { numRuns: 40 },
    );
  });
});
