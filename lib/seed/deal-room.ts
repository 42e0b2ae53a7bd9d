import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDb, schema } from '@/lib/db';
import { contentTypeOfKey, getFileStorage, newFileKey } from '@/lib/files/storage';

/**
 * The demo deal room: Omar's first opportunity holds two documents, and Sara's pending contact
 * request about it asks to open the room, so accepting it walks the whole path (NDA, files).
 */
const DOCUMENTS = [
  {
    title: 'Financial summary 2025',
    category: 'financials',
    fileName: 'financial-summary-2025.pdf',
    lines: ['Financial summary 2025', 'Revenue: 4.2M SAR', 'EBITDA margin: 18%'],
  },
  {
    title: 'عرض المستثمرين',
    category: 'deck',
    fileName: 'investor-deck.pdf',
    lines: ['Investor deck', 'Market, product, team, terms'],
  },
] as const;

async function demoPdf(lines: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) =>
    page.drawText(line, { x: 60, y: 760 - i * 32, size: i ? 16 : 24, font }),
  );
  return doc.save();
}

export async function seedDemoDealRoom(): Promise<void> {
  const db = await getDb();
  const { users, opportunities, dealRoomDocuments, dealRoomAccess, contactRequests } = schema;
  const [omar] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@fursa.local'));
  if (!omar) return;
  const [opportunity] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.ownerId, omar.id), eq(opportunities.status, 'published')))
    .orderBy(asc(opportunities.createdAt))
    .limit(1);
  if (!opportunity) return;
  const [existing] = await db
    .select({ id: dealRoomDocuments.id })
    .from(dealRoomDocuments)
    .where(eq(dealRoomDocuments.opportunityId, opportunity.id))
    .limit(1);
  if (existing) return;

  const storage = getFileStorage();
  for (const document of DOCUMENTS) {
    const bytes = await demoPdf(document.lines);
    const key = newFileKey(['private', 'deal-room', opportunity.id], 'pdf');
    await storage.put(key, bytes, contentTypeOfKey(key)!);
    await db.insert(dealRoomDocuments).values({
      opportunityId: opportunity.id,
      title: document.title,
      category: document.category,
      format: 'pdf',
      fileKey: key,
      fileName: document.fileName,
      sizeBytes: bytes.length,
    });
  }
  const [request] = await db
    .select({ id: contactRequests.id, requesterId: contactRequests.requesterId })
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.listingKind, 'opportunity'),
        eq(contactRequests.listingId, opportunity.id),
        eq(contactRequests.status, 'pending'),
      ),
    )
    .limit(1);
  if (request) {
    await db
      .insert(dealRoomAccess)
      .values({
        opportunityId: opportunity.id,
        investorId: request.requesterId,
        contactRequestId: request.id,
        state: 'requested',
      })
      .onConflictDoNothing();
  }
}
