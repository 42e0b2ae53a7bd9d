import { describe, expect, it } from 'vitest';
import { listReceivedRequests, listSentRequests } from '@/features/contact-requests/server/lists';
import { createAd, createUser, insertRequest } from './helpers';

describe('request lists', () => {
  it('paginates in the database, newest first, filters by status and counts each status', async () => {
    const owner = await createUser('OWNER');
    const investor = await createUser('INVESTOR');
    const ads = await Promise.all(Array.from({ length: 23 }, () => createAd(owner.id)));
    const base = Date.now() - 100 * 60_000;
    const statuses = ['pending', 'accepted', 'declined', 'cancelled'];
    for (const [i, ad] of ads.entries()) {
      await insertRequest({
        requesterId: investor.id,
        ownerId: owner.id,
        listingId: ad.id,
        status: statuses[i % 4],
        createdAt: new Date(base + i * 60_000),
      });
    }
    // Someone else's request never shows.
    const stranger = await createUser('INVESTOR');
    await insertRequest({
      requesterId: stranger.id,
      ownerId: (await createUser('OWNER')).id,
      listingId: ads[0]!.id,
    });

    const first = await listReceivedRequests(owner.id, {}, 10);
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.listingId).toBe(ads[22]!.id);
    expect(first.counts).toEqual({ all: 23, pending: 6, accepted: 6, declined: 6, cancelled: 5 });
    const last = await listReceivedRequests(owner.id, { page: 3 }, 10);
    expect(last.items.map((r) => r.listingId)).toEqual([ads[2]!.id, ads[1]!.id, ads[0]!.id]);
    // Past the end: the last page.
    expect((await listReceivedRequests(owner.id, { page: 99 }, 10)).page).toBe(3);
    const accepted = await listReceivedRequests(owner.id, { status: 'accepted' }, 4);
    expect(accepted).toMatchObject({ total: 6, pageCount: 2 });
    expect(accepted.items.every((r) => r.status === 'accepted')).toBe(true);

    const sent = await listSentRequests(investor.id, { status: 'cancelled' }, 10);
    expect(sent.total).toBe(5);
    expect(sent.items[0]).toMatchObject({
      requester: { id: investor.id },
      owner: { id: owner.id, name: 'Billing OWNER' },
    });
    // The owner's side of the investor is empty, and vice versa.
    expect((await listSentRequests(owner.id)).total).toBe(0);
    expect((await listReceivedRequests(investor.id)).total).toBe(0);
  });
});
