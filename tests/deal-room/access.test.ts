import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const published: Array<{ channel: string | string[]; event: string }> = [];
vi.mock('@/lib/realtime/publish', () => ({
  getPusher: () => null,
  publish: async (channel: string | string[], event: string) => {
    published.push({ channel, event });
    return true;
  },
  terminateUserConnections: async () => true,
}));

import { getDb, schema } from '@/lib/db';
import {
  acceptContactRequest,
  cancelContactRequest,
  declineContactRequest,
} from '@/features/contact-requests/server/state';
import { decideAccess, getAccess, requestAccess } from '@/features/deal-room/server/access';
import { addDocument } from '@/features/deal-room/server/documents';
import { openDocument } from '@/features/deal-room/server/downloads';
import { acceptNda, getCurrentNda, saveNda } from '@/features/deal-room/server/nda';
import { ndaCopy } from '@/features/deal-room/server/nda-copy';
import { listRoomAccess, listRoomActivity } from '@/features/deal-room/server/activity';
import { getInvestorRoom } from '@/features/deal-room/server/investor-room';
import { changeListingStatus } from '@/features/listings/server/owner-listings';
import { getListingFunnel } from '@/features/listings/server/funnel';
import { suspendUser } from '@/features/moderation/server/suspension';
import { ensurePlans } from '../billing/helpers';
import { createUser as createStaffUser } from '../staff/helpers';
import { outcome } from '../auth/outcome';
import {
  askingInvestor,
  fileOf,
  investor,
  owner,
  pdfBytes,
  roomWithPdf,
  type Actor,
} from './helpers';

const IP = '203.0.113.7';
const download = (actor: Actor, id: string) => outcome(openDocument(actor, id, 'download', IP));

async function openRoom() {
  const room = await roomWithPdf();
  const { buyer, request } = await askingInvestor(room.opportunity.id);
  await acceptContactRequest(room.seller, request.id);
  await acceptNda(buyer, { opportunityId: room.opportunity.id, version: 1, ip: IP });
  return { ...room, buyer, request };
}

describe('access to a deal room', () => {
  beforeAll(ensurePlans);

  it('opens step by step: asked with the request, granted by accepting it, files after the NDA', async () => {
    const { seller, opportunity, doc } = await roomWithPdf();
    const { buyer, request } = await askingInvestor(opportunity.id);
    expect((await getAccess(opportunity.id, buyer.id))?.state).toBe('requested');
    expect((await getInvestorRoom(buyer, opportunity.id)).step).toBe('requested');
    expect(await download(buyer, doc.id)).toBe('dealRoom.not_found');

    await acceptContactRequest(seller, request.id);
    expect((await getAccess(opportunity.id, buyer.id))?.state).toBe('granted');
    const room = await getInvestorRoom(buyer, opportunity.id);
    expect(room.step).toBe('nda');
    expect(room.nda?.body).toContain(opportunity.title);
    expect(room.nda?.isDefault).toBe(true);
    // Granted, but the NDA is not accepted yet: still closed.
    expect(await download(buyer, doc.id)).toBe('dealRoom.not_found');

    await acceptNda(buyer, { opportunityId: opportunity.id, version: 1, ip: IP });
    const access = await getAccess(opportunity.id, buyer.id);
    expect(access).toMatchObject({ ndaVersion: 1, ndaIp: IP, ndaLocale: 'en' });
    expect(access?.ndaSha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await getInvestorRoom(buyer, opportunity.id)).step).toBe('open');

    const file = await openDocument(buyer, doc.id, 'download', IP);
    expect(Buffer.from(file.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(file.bytes.length).not.toBe((await pdfBytes()).length);
    const copy = await ndaCopy(buyer, opportunity.id);
    expect(Buffer.from(copy.bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    // The owner sees who opened what; the funnel counts the two new steps.
    const [row] = await listRoomAccess(seller, opportunity.id);
    expect(row).toMatchObject({ state: 'granted', downloads: 1, views: 0 });
    expect(row?.ndaAcceptedAt).toBeInstanceOf(Date);
    const activity = await listRoomActivity(seller, opportunity.id);
    expect(activity.items[0]).toMatchObject({ kind: 'download', documentTitle: doc.title });
    const funnel = await getListingFunnel(seller.id, 'opportunity', opportunity.id, 30);
    expect(funnel).toMatchObject({ requests: 1, accepted: 1, ndaAccepted: 1, roomOpened: 1 });
  });

  it('refuses other investors, other owners and visitors alike', async () => {
    const { opportunity, doc } = await openRoom();
    const stranger = await investor();
    expect(await download(stranger, doc.id)).toBe('dealRoom.not_found');
    const { buyer: asked } = await askingInvestor(opportunity.id);
    expect(await download(asked, doc.id)).toBe('dealRoom.not_found');
    expect(await outcome(listRoomAccess(stranger, opportunity.id))).toBe('forbidden');
  });

  it('ends at once when the owner revokes, and opens again when they restore', async () => {
    const { seller, opportunity, doc, buyer } = await openRoom();
    const access = (await getAccess(opportunity.id, buyer.id))!;
    published.length = 0;
    await decideAccess(seller, access.id, 'revoke');
    expect(await download(buyer, doc.id)).toBe('dealRoom.not_found');
    expect((await getInvestorRoom(buyer, opportunity.id)).step).toBe('revoked');
    expect(published.some((p) => p.event === 'deal-room.changed')).toBe(true);
    expect(await outcome(decideAccess(seller, access.id, 'revoke'))).toBe(
      'dealRoom.access_changed',
    );
    const other = await investor();
    expect(await outcome(decideAccess(other, access.id, 'restore'))).toBe('forbidden');
    await decideAccess(seller, access.id, 'restore');
    expect(await download(buyer, doc.id)).toBe('ok');
  });

  it('ends with the request (declined or cancelled) and with the opportunity (archived)', async () => {
    const declined = await roomWithPdf();
    const a = await askingInvestor(declined.opportunity.id);
    await declineContactRequest(declined.seller, a.request.id);
    expect(await getAccess(declined.opportunity.id, a.buyer.id)).toMatchObject({
      state: 'ended',
      endReason: 'request_declined',
    });

    const b = await askingInvestor(declined.opportunity.id);
    await cancelContactRequest(b.buyer, b.request.id);
    expect((await getAccess(declined.opportunity.id, b.buyer.id))?.endReason).toBe(
      'request_cancelled',
    );

    const { seller, opportunity, doc, buyer } = await openRoom();
    await changeListingStatus(seller, {
      kind: 'opportunity',
      id: opportunity.id,
      change: 'archive',
    });
    expect(await getAccess(opportunity.id, buyer.id)).toMatchObject({
      state: 'ended',
      endReason: 'opportunity_closed',
    });
    expect(await download(buyer, doc.id)).toBe('dealRoom.not_found');
  });

  it('asks later from the room with a request already accepted; the owner grants it', async () => {
    const { seller, opportunity, doc } = await roomWithPdf();
    const buyer = await investor();
    expect(await outcome(requestAccess(buyer, opportunity.id))).toBe('dealRoom.request_first');
    const { sendContactRequest } = await import('@/features/contact-requests/server/send');
    const request = await sendContactRequest(buyer, {
      listingKind: 'opportunity',
      listingId: opportunity.id,
      message: 'Hello, I would like to know more about this listing, please.',
    });
    await acceptContactRequest(seller, request.id);
    expect((await getInvestorRoom(buyer, opportunity.id)).step).toBe('ask');
    await requestAccess(buyer, opportunity.id);
    const access = (await getAccess(opportunity.id, buyer.id))!;
    expect(access.state).toBe('requested');
    await decideAccess(seller, access.id, 'grant');
    await acceptNda(buyer, { opportunityId: opportunity.id, version: 1, ip: IP });
    expect(await download(buyer, doc.id)).toBe('ok');
  });

  it("versions the NDA: a new text must be read before it is accepted, in the reader's language", async () => {
    const { seller, opportunity } = await roomWithPdf();
    const saved = await saveNda(seller, {
      opportunityId: opportunity.id,
      useDefault: false,
      bodyEn: 'Keep it secret.',
      bodyAr: 'حافظ على السرية.',
    });
    expect(saved.version).toBe(2);
    expect((await getCurrentNda(opportunity.id)).version).toBe(2);
    const { buyer, request } = await askingInvestor(opportunity.id, 'ar');
    await acceptContactRequest(seller, request.id);
    expect((await getInvestorRoom(buyer, opportunity.id)).nda?.body).toBe('حافظ على السرية.');
    expect(
      await outcome(acceptNda(buyer, { opportunityId: opportunity.id, version: 1, ip: IP })),
    ).toBe('dealRoom.nda_changed');
    await acceptNda(buyer, { opportunityId: opportunity.id, version: 2, ip: IP });
    expect(await getAccess(opportunity.id, buyer.id)).toMatchObject({
      ndaVersion: 2,
      ndaLocale: 'ar',
      ndaText: 'حافظ على السرية.',
    });
  });

  it('tells every investor with access when a document is added', async () => {
    const { seller, opportunity, buyer } = await openRoom();
    await addDocument(seller, {
      opportunityId: opportunity.id,
      title: 'Valuation report',
      category: 'financials',
      file: fileOf(await pdfBytes(1), 'valuation.pdf'),
    });
    const db = await getDb();
    const notes = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, buyer.id));
    expect(notes.map((n) => n.type)).toContain('deal_room_document_added');
  });

  it('ends with a suspension of the investor, and the files close', async () => {
    const { opportunity, doc, buyer } = await openRoom();
    const admin = await createStaffUser('ADMIN');
    await suspendUser(admin, { userId: buyer.id, days: 7, reason: 'fraud' });
    expect(await getAccess(opportunity.id, buyer.id)).toMatchObject({
      state: 'ended',
      endReason: 'account_suspended',
    });
    expect(await download(buyer, doc.id)).toBe('dealRoom.not_found');
  });

  it("gives the owner each investor's signed copy, and nobody else's", async () => {
    const { seller, opportunity, buyer } = await openRoom();
    const access = (await getAccess(opportunity.id, buyer.id))!;
    const copy = await ndaCopy(seller, opportunity.id, access.id);
    expect(Buffer.from(copy.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const other = await owner();
    expect(await outcome(ndaCopy(other, opportunity.id, access.id))).toBe('dealRoom.not_found');
    const stranger = await investor();
    expect(await outcome(ndaCopy(stranger, opportunity.id, access.id))).toBe('dealRoom.not_found');
    expect(await outcome(ndaCopy(stranger, opportunity.id))).toBe('dealRoom.not_found');
    expect(await outcome(ndaCopy(seller, opportunity.id, 'not-an-id'))).toBe('dealRoom.not_found');
  });
});
