import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { getFileStorage } from '@/lib/files/storage';
import { addDocument, deleteDocument, listDocuments } from '@/features/deal-room/server/documents';
import { deleteListing } from '@/features/listings/server/owner-listings';
import { GET as getPublicFile } from '@/app/files/[...key]/route';
import { subscribe } from '@/features/billing/server/subscriptions';
import { ensurePlans, fund } from '../billing/helpers';
import { outcome } from '../auth/outcome';
import {
  createOpportunity,
  fileOf,
  investor,
  owner,
  pdfBytes,
  pngBytes,
  roomWithPdf,
  uuid,
} from './helpers';

const add = (actor: Awaited<ReturnType<typeof owner>>, opportunityId: string, file: File) =>
  addDocument(actor, { opportunityId, title: 'A document', category: 'other', file });

describe('deal room documents', () => {
  beforeAll(ensurePlans);

  it('keeps a PDF, an image and a spreadsheet by what their bytes are, in a private place', async () => {
    const { seller, opportunity, doc } = await roomWithPdf();
    expect(doc).toMatchObject({ format: 'pdf', category: 'financials' });
    const image = await add(seller, opportunity.id, fileOf(await pngBytes(), 'photo.jpg'));
    expect(image.format).toBe('image');
    const csv = await add(
      seller,
      opportunity.id,
      fileOf(Buffer.from('year,revenue\n2025,10\n'), 'kpis.csv'),
    );
    expect(csv.format).toBe('spreadsheet');
    const contents = await listDocuments(opportunity.id);
    expect(contents.map((entry) => entry.title)).toHaveLength(3);
    expect(Object.keys(contents[0]!)).not.toContain('fileKey');

    const db = await getDb();
    const [row] = await db
      .select({ key: schema.dealRoomDocuments.fileKey })
      .from(schema.dealRoomDocuments)
      .where(eq(schema.dealRoomDocuments.id, doc.id));
    expect(row!.key).toMatch(/^private\/deal-room\//);
    expect(await getFileStorage().get(row!.key)).not.toBeNull();
    // The public file route never serves it, even with its exact key.
    const response = await getPublicFile(new Request('http://x/files'), {
      params: Promise.resolve({ key: row!.key.split('/') }),
    });
    expect(response.status).toBe(404);
  });

  it('refuses what is not a document, a PDF that does not open, and anything too large', async () => {
    const seller = await owner();
    const opportunity = await createOpportunity(seller.id);
    const html = fileOf(Buffer.from('<html><script>alert(1)</script></html>'), 'deck.pdf');
    expect(await outcome(add(seller, opportunity.id, html))).toBe('dealRoom.unsupported_file');
    const svg = fileOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'chart.csv');
    expect(await outcome(add(seller, opportunity.id, svg))).toBe('dealRoom.unsupported_file');
    const broken = fileOf(Buffer.from('%PDF-1.7\nnot really a pdf'), 'broken.pdf');
    expect(await outcome(add(seller, opportunity.id, broken))).toBe('dealRoom.unreadable_pdf');
    const huge = fileOf(new Uint8Array(20 * 1024 * 1024 + 1), 'huge.pdf');
    expect(await outcome(add(seller, opportunity.id, huge))).toBe('dealRoom.too_large');
    expect(await listDocuments(opportunity.id)).toHaveLength(0);
  });

  it('holds the room within the plan: the upload over the total is refused and its file removed', async () => {
    const seller = await owner();
    const opportunity = await createOpportunity(seller.id);
    const db = await getDb();
    const code = `dr-${opportunity.id.slice(0, 8)}`;
    const [plan] = await db
      .insert(schema.plans)
      .values({
        code,
        audience: 'OWNER',
        nameEn: 'Tiny',
        nameAr: 'صغيرة',
        descriptionEn: 'Tiny',
        descriptionAr: 'صغيرة',
        priceMinor: 1_00,
        durationDays: 30,
        limits: { dealRoomMegabytes: 1 },
      })
      .returning();
    await fund(seller.id, 1_00);
    const result = await subscribe(seller, { planCode: plan!.code, requestId: uuid() });
    expect(result.status).toBe('subscribed');
    const big = await pdfBytes(1);
    const padded = new Uint8Array(700 * 1024);
    padded.set(big);
    await add(seller, opportunity.id, fileOf(padded, 'a.pdf'));
    expect(await outcome(add(seller, opportunity.id, fileOf(padded, 'b.pdf')))).toBe(
      'dealRoom.quota_exceeded',
    );
    expect(await listDocuments(opportunity.id)).toHaveLength(1);
  });

  it("lets only the opportunity's owner add or delete, and deletes the files with the opportunity", async () => {
    const { seller, opportunity, doc } = await roomWithPdf();
    const other = await owner();
    const buyer = await investor();
    const file = fileOf(await pdfBytes(), 'x.pdf');
    expect(await outcome(add(other, opportunity.id, file))).toBe('dealRoom.not_found');
    expect(await outcome(add(buyer, opportunity.id, file))).toBe('forbidden');
    expect(await outcome(deleteDocument(other, doc.id))).toBe('dealRoom.not_found');

    const db = await getDb();
    const keys = async () =>
      (
        await db
          .select({ key: schema.dealRoomDocuments.fileKey })
          .from(schema.dealRoomDocuments)
          .where(eq(schema.dealRoomDocuments.opportunityId, opportunity.id))
      ).map((row) => row.key);
    const [first] = await keys();
    await deleteDocument(seller, doc.id);
    expect(await getFileStorage().get(first!)).toBeNull();

    const second = await add(seller, opportunity.id, file);
    const [secondKey] = await keys();
    expect(second.id).toBeTruthy();
    await deleteListing(seller, { kind: 'opportunity', id: opportunity.id });
    expect(await getFileStorage().get(secondKey!)).toBeNull();
  });
});
