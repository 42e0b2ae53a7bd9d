import { beforeAll, describe, expect, it } from 'vitest';
import { getRequestAllowance, monthStart } from '@/features/contact-requests/server/allowance';
import { sendContactRequest } from '@/features/contact-requests/server/send';
import { cancelContactRequest } from '@/features/contact-requests/server/state';
import { getContactViewerState } from '@/features/contact-requests/server/viewer';
import {
  createAd,
  createOpportunity,
  createUser,
  datedInvestor,
  ensurePlans,
  insertRequest,
  MESSAGE,
  notificationsOf,
  subscribedInvestor,
} from './helpers';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sent',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('sending a contact request', () => {
  beforeAll(ensurePlans);

  it('a subscribed investor reaches the owner of a published listing, who is notified', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const investor = await subscribedInvestor(5);
    const view = await sendContactRequest(investor, {
      listingKind: 'advertisement',
      listingId: ad.id,
      message: MESSAGE,
    });
    expect(view).toMatchObject({
      status: 'pending',
      listingTitle: ad.title,
      listingStatus: 'published',
      message: MESSAGE,
      owner: { id: owner.id },
      requester: { id: investor.id },
    });
    const [note] = await notificationsOf(owner.id, 'contact_request_received');
    expect(note?.data).toEqual({
      requestId: view.id,
      listingKind: 'advertisement',
      listingId: ad.id,
      listingTitle: ad.title,
      actorName: 'Billing INVESTOR',
    });
  });

  it('works for investment opportunities too', async () => {
    const owner = await createUser('OWNER');
    const opp = await createOpportunity(owner.id);
    const investor = await datedInvestor();
    const view = await sendContactRequest(investor, {
      listingKind: 'opportunity',
      listingId: opp.id,
      message: MESSAGE,
    });
    expect(view.listingTitle).toBe(opp.title);
  });

  it('refuses everyone but a subscribed investor, and one’s own or unpublished listings', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const draft = await createAd(owner.id, 'draft');
    const archived = await createAd(owner.id, 'archived');
    const input = (listingId: string) => ({
      listingKind: 'advertisement' as const,
      listingId,
      message: MESSAGE,
    });
    const unsubscribed = await createUser('INVESTOR');
    const lapsed = await datedInvestor(new Date(Date.now() - 1000));
    const otherOwner = await createUser('OWNER');
    const investor = await subscribedInvestor(5);
    expect(await refusal(sendContactRequest(unsubscribed, input(ad.id)))).toBe('not_subscribed');
    expect(await refusal(sendContactRequest(lapsed, input(ad.id)))).toBe('not_subscribed');
    expect(await refusal(sendContactRequest(otherOwner, input(ad.id)))).toBe('not_investor');
    expect(await refusal(sendContactRequest(owner, input(ad.id)))).toBe('own_listing');
    expect(await refusal(sendContactRequest(investor, input(draft.id)))).toBe(
      'listing_unavailable',
    );
    expect(await refusal(sendContactRequest(investor, input(archived.id)))).toBe(
      'listing_unavailable',
    );
    expect(await refusal(sendContactRequest(investor, input(crypto.randomUUID())))).toBe(
      'listing_unavailable',
    );
    // An advertisement's id asked as an opportunity is no listing either.
    expect(
      await refusal(sendContactRequest(investor, { ...input(ad.id), listingKind: 'opportunity' })),
    ).toBe('listing_unavailable');
  });

  it('allows one open request per investor and listing; a cancelled one frees the place', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const investor = await subscribedInvestor(10);
    const input = { listingKind: 'advertisement' as const, listingId: ad.id, message: MESSAGE };
    const first = await sendContactRequest(investor, input);
    expect(await refusal(sendContactRequest(investor, input))).toBe('already_open');
    await cancelContactRequest(investor, first.id);
    const second = await sendContactRequest(investor, input);
    expect(second.id).not.toBe(first.id);
    // Another investor is not affected by the first one's open request.
    const other = await subscribedInvestor(10);
    expect((await sendContactRequest(other, input)).status).toBe('pending');
  });

  it('counts the calendar month against the plan limit, cancelled requests included', async () => {
    const owner = await createUser('OWNER');
    const ads = await Promise.all([1, 2, 3, 4].map(() => createAd(owner.id)));
    const now = new Date();
    const investor = await subscribedInvestor(2, now);
    const lastMonth = new Date(monthStart(now).getTime() - 60_000);
    await insertRequest({
      requesterId: investor.id,
      ownerId: owner.id,
      listingId: ads[3]!.id,
      status: 'declined',
      createdAt: lastMonth,
    });
    expect(await getRequestAllowance(investor.id, now)).toEqual({
      limit: 2,
      used: 0,
      remaining: 2,
    });
    const send = (i: number) =>
      sendContactRequest(
        investor,
        { listingKind: 'advertisement', listingId: ads[i]!.id, message: MESSAGE },
        now,
      );
    const first = await send(0);
    await cancelContactRequest(investor, first.id, now);
    await send(1);
    expect(await getRequestAllowance(investor.id, now)).toEqual({
      limit: 2,
      used: 2,
      remaining: 0,
    });
    expect(await refusal(send(2))).toBe('limit_reached');
    const state = await getContactViewerState(
      { id: investor.id, type: 'INVESTOR', subscribedUntil: new Date(now.getTime() + 86_400_000) },
      'advertisement',
      ads[2]!.id,
      now,
    );
    expect(state).toEqual({ kind: 'can_send', allowance: { limit: 2, used: 2, remaining: 0 } });
  });

  it('a plan without a limit answers "unlimited"; no plan row falls back to 20', async () => {
    const unlimited = await subscribedInvestor(undefined);
    expect(await getRequestAllowance(unlimited.id)).toEqual({
      limit: null,
      used: 0,
      remaining: null,
    });
    const dated = await datedInvestor();
    expect((await getRequestAllowance(dated.id)).limit).toBe(20);
  });

  it('rate-limits one account beyond 10 sends an hour', async () => {
    const owner = await createUser('OWNER');
    const investor = await subscribedInvestor(undefined);
    const ads = await Promise.all(Array.from({ length: 11 }, () => createAd(owner.id)));
    const results: string[] = [];
    for (const ad of ads) {
      results.push(
        await refusal(
          sendContactRequest(investor, {
            listingKind: 'advertisement',
            listingId: ad.id,
            message: MESSAGE,
          }),
        ),
      );
    }
    expect(results.slice(0, 10).every((r) => r === 'sent')).toBe(true);
    expect(results[10]).toBe('rate_limited');
  });
});

describe('what the listing page offers each viewer', () => {
  it('visitor, owner, another owner, unsubscribed, open request, can send, unavailable', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const draft = await createAd(owner.id, 'draft');
    const future = new Date(Date.now() + 86_400_000);
    const as = (user: { id: string; type: string }, until: Date | null = future) => ({
      ...user,
      subscribedUntil: until,
    });
    const state = (viewer: Parameters<typeof getContactViewerState>[0], id = ad.id) =>
      getContactViewerState(viewer, 'advertisement', id);
    expect(await state(null)).toEqual({ kind: 'visitor' });
    expect(await state(null, draft.id)).toEqual({ kind: 'unavailable' });
    expect(await state(as(owner))).toEqual({ kind: 'owner' });
    expect(await state(as(await createUser('OWNER')))).toEqual({ kind: 'not_investor' });
    expect(await state(as(await createUser('INVESTOR'), null))).toEqual({ kind: 'unsubscribed' });
    const investor = await subscribedInvestor(3);
    expect(await state(as(investor))).toEqual({
      kind: 'can_send',
      allowance: { limit: 3, used: 0, remaining: 3 },
    });
    const sent = await sendContactRequest(investor, {
      listingKind: 'advertisement',
      listingId: ad.id,
      message: MESSAGE,
    });
    expect(await state(as(investor))).toEqual({
      kind: 'open',
      requestId: sent.id,
      status: 'pending',
      createdAt: sent.createdAt,
    });
  });
});
