import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import type { RequestStatus, RequestTransition } from '@/features/contact-requests/types';
import { sendContactRequest } from '@/features/contact-requests/server/send';
import {
  acceptContactRequest,
  canTransition,
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
  type TestUser,
} from './helpers';

const outcome = (promise: Promise<{ status: string }>) =>
  promise.then(
    (view) => view.status,
    (error: { code?: string }) => error.code ?? String(error),
  );

async function pendingRequest() {
  const owner = await createUser('OWNER');
  const ad = await createAd(owner.id);
  const investor = await subscribedInvestor(20);
  const request = await sendContactRequest(investor, {
    listingKind: 'advertisement',
    listingId: ad.id,
    message: MESSAGE,
  });
  return { owner, investor, ad, request };
}

function act(transition: RequestTransition, actor: TestUser, id: string) {
  if (transition === 'accept') return acceptContactRequest(actor, id);
  if (transition === 'decline') return declineContactRequest(actor, id);
  return cancelContactRequest(actor, id);
}

describe('the contact request state machine', () => {
  beforeAll(ensurePlans);

  it('accept: the owner, with a first reply written in the same step; the investor is notified', async () => {
    const { owner, investor, ad, request } = await pendingRequest();
    const at = new Date();
    const view = await acceptContactRequest(
      owner,
      request.id,
      { reply: '  أهلًا، يسعدني التواصل معك  ', clientId: randomUUID() },
      at,
    );
    expect(view.status).toBe('accepted');
    expect(view.decidedAt).toBe(at.toISOString());
    expect(view.cancelledAt).toBeNull();
    const db = await getDb();
    const messages = await db
      .select()
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.requestId, request.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ senderId: owner.id, body: 'أهلًا، يسعدني التواصل معك' });
    const [note] = await notificationsOf(investor.id, 'contact_request_accepted');
    expect(note?.data).toEqual({
      requestId: request.id,
      listingKind: 'advertisement',
      listingId: ad.id,
      listingTitle: ad.title,
      actorName: 'Billing OWNER',
    });
  });

  it('accept without a reply opens the chat empty', async () => {
    const { owner, request } = await pendingRequest();
    expect((await acceptContactRequest(owner, request.id)).status).toBe('accepted');
    const db = await getDb();
    const messages = await db
      .select()
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.requestId, request.id));
    expect(messages).toHaveLength(0);
  });

  it('decline: the owner, with an optional reason the investor reads', async () => {
    const { owner, investor, request } = await pendingRequest();
    const view = await declineContactRequest(owner, request.id, { note: 'Already sold, sorry.' });
    expect(view).toMatchObject({ status: 'declined', decisionNote: 'Already sold, sorry.' });
    expect(view.decidedAt).not.toBeNull();
    const [note] = await notificationsOf(investor.id, 'contact_request_declined');
    expect(note?.data).toMatchObject({ requestId: request.id, note: 'Already sold, sorry.' });
  });

  it('cancel: the requester; the owner is notified', async () => {
    const { owner, investor, request } = await pendingRequest();
    const view = await cancelContactRequest(investor, request.id);
    expect(view.status).toBe('cancelled');
    expect(view.cancelledAt).not.toBeNull();
    expect(view.decidedAt).toBeNull();
    const [note] = await notificationsOf(owner.id, 'contact_request_cancelled');
    expect(note?.data).toMatchObject({ requestId: request.id, actorName: 'Billing INVESTOR' });
  });

  const terminal: Array<
    [RequestStatus, (p: Awaited<ReturnType<typeof pendingRequest>>) => Promise<unknown>]
  > = [
    ['accepted', (p) => acceptContactRequest(p.owner, p.request.id)],
    ['declined', (p) => declineContactRequest(p.owner, p.request.id)],
    ['cancelled', (p) => cancelContactRequest(p.investor, p.request.id)],
  ];
  for (const [status, reach] of terminal) {
    it(`from ${status} nothing moves: every transition answers not_pending`, async () => {
      const p = await pendingRequest();
      await reach(p);
      expect(await outcome(acceptContactRequest(p.owner, p.request.id))).toBe('not_pending');
      expect(await outcome(declineContactRequest(p.owner, p.request.id))).toBe('not_pending');
      expect(await outcome(cancelContactRequest(p.investor, p.request.id))).toBe('not_pending');
      const db = await getDb();
      const [row] = await db
        .select()
        .from(schema.contactRequests)
        .where(eq(schema.contactRequests.id, p.request.id));
      expect(row?.status).toBe(status);
    });
  }

  it('refuses the wrong user for every action and leaves the request pending', async () => {
    const { owner, investor, request } = await pendingRequest();
    const strangerInvestor = await subscribedInvestor(5);
    const strangerOwner = await createUser('OWNER');
    expect(await outcome(act('accept', investor, request.id))).toBe('forbidden');
    expect(await outcome(act('decline', investor, request.id))).toBe('forbidden');
    expect(await outcome(act('cancel', owner, request.id))).toBe('forbidden');
    for (const stranger of [strangerInvestor, strangerOwner]) {
      for (const transition of ['accept', 'decline', 'cancel'] as const) {
        expect(await outcome(act(transition, stranger, request.id))).toBe('not_found');
      }
    }
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(await outcome(act('accept', owner, id))).toBe('not_found');
    }
    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.id, request.id));
    expect(row?.status).toBe('pending');
    expect(await notificationsOf(investor.id)).toHaveLength(0);
  });

  it('canTransition is the table of legal edges', () => {
    const statuses: RequestStatus[] = ['pending', 'accepted', 'declined', 'cancelled'];
    const legal: string[] = [];
    for (const status of statuses)
      for (const transition of ['accept', 'decline', 'cancel'] as const)
        for (const role of ['owner', 'requester'] as const)
          if (canTransition(status, transition, role))
            legal.push(`${status}:${transition}:${role}`);
    expect(legal).toEqual([
      'pending:accept:owner',
      'pending:decline:owner',
      'pending:cancel:requester',
    ]);
  });
});
