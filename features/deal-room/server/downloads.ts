import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { dealRoomAccess, dealRoomDocuments, dealRoomEvents, opportunities } from '@/lib/db/schema';
import { getFileStorage } from '@/lib/files/storage';
import { isUuid } from '@/lib/ids';
import { DomainError } from '@/lib/errors/domain-error';
import type { DocumentFormat } from '@/features/deal-room/constants';
import { markDate, watermarkImage, watermarkPdf } from './render';
import { dealRoomTranslator } from './translator';
import type { Locale } from '@/i18n/routing';
import type { RoomActor } from './owner-room';

export type OpenedDocument = {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  format: DocumentFormat;
};

/**
 * One document for one request, authorised each time: its owner, or an investor whose access is
 * granted, whose NDA is accepted, on an opportunity still published. Anyone else gets the same
 * `not_found` (a guessed id tells nothing). An investor's copy carries their name and e-mail
 * (PDFs and images; a spreadsheet cannot carry a mark and is sent as stored), and every view and
 * download of an investor is logged.
 */
export async function openDocument(
  actor: RoomActor & { locale: Locale },
  documentId: string,
  mode: 'view' | 'download',
  ip: string,
  now: Date = new Date(),
): Promise<OpenedDocument> {
  if (!isUuid(documentId)) throw notFound();
  const db = await getDb();
  const [doc] = await db
    .select({
      id: dealRoomDocuments.id,
      title: dealRoomDocuments.title,
      format: dealRoomDocuments.format,
      fileKey: dealRoomDocuments.fileKey,
      fileName: dealRoomDocuments.fileName,
      opportunityId: dealRoomDocuments.opportunityId,
      ownerId: opportunities.ownerId,
      status: opportunities.status,
    })
    .from(dealRoomDocuments)
    .innerJoin(opportunities, eq(opportunities.id, dealRoomDocuments.opportunityId))
    .where(eq(dealRoomDocuments.id, documentId));
  if (!doc) throw notFound();
  const isOwnerOfRoom = doc.ownerId === actor.id;
  if (!isOwnerOfRoom) await assertOpen(actor.id, doc.opportunityId, doc.status);
  // Only images are ever shown in the page; everything else is a download.
  if (mode === 'view' && doc.format !== 'image') throw notFound();

  const stored = await getFileStorage().get(doc.fileKey);
  if (!stored) throw notFound();
  let bytes = stored.bytes;
  let contentType = stored.contentType;
  if (!isOwnerOfRoom) {
    const t = dealRoomTranslator(actor.locale);
    const footer = t('watermark.footer', {
      name: `\u2068${actor.name}\u2069`,
      email: `\u2068${actor.email}\u2069`,
      date: markDate(now),
    });
    const mark = { name: actor.name, email: actor.email, at: now, footer };
    if (doc.format === 'pdf') bytes = await watermarkPdf(bytes, mark);
    if (doc.format === 'image') ({ bytes, contentType } = await watermarkImage(bytes, mark));
    await logEvent(actor.id, doc, mode, ip, now);
  }
  return { bytes, contentType, fileName: doc.fileName, format: doc.format as DocumentFormat };
}

const notFound = () => new DomainError('dealRoom.not_found');

async function assertOpen(investorId: string, opportunityId: string, status: string) {
  if (status !== 'published') throw notFound();
  const db = await getDb();
  const [access] = await db
    .select({ id: dealRoomAccess.id })
    .from(dealRoomAccess)
    .where(
      and(
        eq(dealRoomAccess.opportunityId, opportunityId),
        eq(dealRoomAccess.investorId, investorId),
        eq(dealRoomAccess.state, 'granted'),
        sql`${dealRoomAccess.ndaAcceptedAt} is not null`,
      ),
    );
  if (!access) throw notFound();
}

async function logEvent(
  investorId: string,
  doc: { id: string; title: string; opportunityId: string },
  kind: 'view' | 'download',
  ip: string,
  now: Date,
) {
  const db = await getDb();
  await db.insert(dealRoomEvents).values({
    opportunityId: doc.opportunityId,
    documentId: doc.id,
    investorId,
    kind,
    documentTitle: doc.title,
    ip,
    createdAt: now,
  });
}

/** The investor opened the room with its files available: the funnel's last step, once. */
export async function markRoomOpened(investorId: string, opportunityId: string, now = new Date()) {
  const db = await getDb();
  await db
    .update(dealRoomAccess)
    .set({ firstOpenedAt: now })
    .where(
      and(
        eq(dealRoomAccess.opportunityId, opportunityId),
        eq(dealRoomAccess.investorId, investorId),
        eq(dealRoomAccess.state, 'granted'),
        sql`${dealRoomAccess.ndaAcceptedAt} is not null`,
        sql`${dealRoomAccess.firstOpenedAt} is null`,
      ),
    );
}
