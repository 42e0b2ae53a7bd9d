import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { sendContactRequest } from '@/features/contact-requests/server/send';
import {
  acceptContactRequest,
  cancelContactRequest,
  declineContactRequest,
} from '@/features/contact-requests/server/state';
import {
  createAd,
  createUser,
  ensurePlans,
  MESSAGE,
  notificationsOf,
  subscribedInvestor,
} from './helpers';

const outcome = (promise: Promise<{ status: string }>) =>
  promise.then(
    (view) => view.status,
    (error: { code?: string }) => error.code ?? String(error),
  );

/** Many connections at once: only a real PostgreSQL shows that one decision wins. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent decisions (PostgreSQL)', () => {
  beforeAll(ensurePlans);

  it('accepts, declines and a cancel racing on one request: exactly one wins', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const investor = await subscribedInvestor(5);
    const request = await sendContactRequest(investor, {
      listingKind: 'advertisement',
      listingId: ad.id,
      message: MESSAGE,
    });
    const jobs = [
      ...Array.from({ length: 6 }, () => acceptContactRequest(owner, request.id)),
      ...Array.from({ length: 6 }, () => declineContactRequest(owner, request.id)),
      ...Array.from({ length: 3 }, () => cancelContactRequest(investor, request.id)),
    ];
    const results = await Promise.all(jobs.map(outcome));
    const winners = results.filter((r) => r !== 'not_pending');
    expect(winners).toHaveLength(1);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.id, request.id));
    expect(row?.status).toBe(winners[0]);
    const decided = [
      ...(await notificationsOf(investor.id)),
      ...(await notificationsOf(owner.id)).filter((n) => n.type !== 'contact_request_received'),
    ];
    expect(decided).toHaveLength(1);
  });

  it('simultaneous sends: one open request per listing, and never past the monthly limit', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const investor = await subscribedInvestor(20);
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        outcome(
          sendContactRequest(investor, {
            listingKind: 'advertisement',
            listingId: ad.id,
            message: MESSAGE,
          }),
        ),
      ),
    );
    expect(same.filter((r) => r === 'pending')).toHaveLength(1);
    expect(same.filter((r) => r === 'already_open')).toHaveLength(7);

    const limited = await subscribedInvestor(3);
    const ads = await Promise.all(Array.from({ length: 8 }, () => createAd(owner.id)));
    const spread = await Promise.all(
      ads.map((a) =>
        outcome(
          sendContactRequest(limited, {
            listingKind: 'advertisement',
            listingId: a.id,
            message: MESSAGE,
          }),
        ),
      ),
    );
    expect(spread.filter((r) => r === 'pending')).toHaveLength(3);
    expect(spread.filter((r) => r === 'limit_reached')).toHaveLength(5);
  });
});
