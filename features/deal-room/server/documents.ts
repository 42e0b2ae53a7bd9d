import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { errorForLog } from '@/lib/errors/error-for-log';
import { dealRoomDocuments, opportunities } from '@/lib/db/schema';
import { getFileStorage, newFileKey, contentTypeOfKey } from '@/lib/files/storage';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import type { FileLike } from '@/lib/validation/file-rules';
import { getCurrentPlan } from '@/features/billing/server/subscriptions';
import {
  DEFAULT_DEAL_ROOM_MEGABYTES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_ROOM,
  type DocumentCategory,
  type DocumentFormat,
} from '@/features/deal-room/constants';
import { detectDocument, safeFileName } from './file-types';
import { lockOwnOpportunity, roomNotFound, type RoomActor } from './owner-room';
import { assertReadablePdf } from './pdf-check';
import { notifyDocumentAdded } from './notify';
import { revalidateCatalogue } from '@/features/listings/server/cache-tags';

/** One entry of a deal room's table of contents (what everyone who may see the teaser sees). */
export type DocumentEntry = {
  id: string;
  title: string;
  category: DocumentCategory;
  format: DocumentFormat;
  sizeBytes: number;
  createdAt: Date;
};

const entryColumns = {
  id: dealRoomDocuments.id,
  title: dealRoomDocuments.title,
  category: dealRoomDocuments.category,
  format: dealRoomDocuments.format,
  sizeBytes: dealRoomDocuments.sizeBytes,
  createdAt: dealRoomDocuments.createdAt,
};

/** The table of contents, oldest first: titles, categories and sizes, never the files. */
export async function listDocuments(opportunityId: string): Promise<DocumentEntry[]> {
  if (!isUuid(opportunityId)) return [];
  const db = await getDb();
  const rows = await db
    .select(entryColumns)
    .from(dealRoomDocuments)
    .where(eq(dealRoomDocuments.opportunityId, opportunityId))
    .orderBy(asc(dealRoomDocuments.createdAt), asc(dealRoomDocuments.id));
  return rows as DocumentEntry[];
}

/** The bytes the owner's plan allows per opportunity. */
export async function getRoomQuotaBytes(ownerId: string): Promise<number> {
  const plan = await getCurrentPlan(ownerId);
  const megabytes = plan?.limits.dealRoomMegabytes ?? DEFAULT_DEAL_ROOM_MEGABYTES;
  return megabytes * 1024 * 1024;
}

export async function getRoomUsageBytes(opportunityId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${dealRoomDocuments.sizeBytes}), 0)::int` })
    .from(dealRoomDocuments)
    .where(eq(dealRoomDocuments.opportunityId, opportunityId));
  return Number(row?.used ?? 0);
}

type NewDocument = {
  opportunityId: string;
  title: string;
  category: DocumentCategory;
  file: FileLike | null;
};

/**
 * Adds a document: its bytes decide what it is, a PDF must open, the room's total stays within
 * the owner's plan. The file is stored first under a fresh private key; if the row cannot be
 * written the file is removed again, so nothing is left half-written.
 */
export async function addDocument(actor: RoomActor, input: NewDocument): Promise<DocumentEntry> {
  const file = input.file;
  if (!file || file.size === 0) throw DomainError.field('file', 'required');
  if (file.size > MAX_DOCUMENT_BYTES) throw new DomainError('dealRoom.too_large');
  const bytes = new Uint8Array(await file.slice(0, file.size).arrayBuffer());
  const detected = detectDocument(bytes, file.name);
  if (!detected) throw new DomainError('dealRoom.unsupported_file');
  if (detected.format === 'pdf') await assertReadablePdf(bytes);

  const quota = await getRoomQuotaBytes(actor.id);
  const key = newFileKey(['private', 'deal-room', input.opportunityId], detected.extension);
  const storage = getFileStorage();
  await storage.put(key, bytes, contentTypeOfKey(key)!);
  try {
    const db = await getDb();
    const row = await db.transaction(async (tx) => {
      await lockOwnOpportunity(tx, actor, input.opportunityId);
      const [usage] = await tx
        .select({
          used: sql<number>`coalesce(sum(${dealRoomDocuments.sizeBytes}), 0)::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(dealRoomDocuments)
        .where(eq(dealRoomDocuments.opportunityId, input.opportunityId));
      if (Number(usage?.count ?? 0) >= MAX_DOCUMENTS_PER_ROOM) {
        throw new DomainError('dealRoom.too_many');
      }
      if (Number(usage?.used ?? 0) + bytes.length > quota) {
        throw new DomainError('dealRoom.quota_exceeded');
      }
      const [inserted] = await tx
        .insert(dealRoomDocuments)
        .values({
          opportunityId: input.opportunityId,
          title: input.title,
          category: input.category,
          format: detected.format,
          fileKey: key,
          fileName: safeFileName(file.name, detected.extension),
          sizeBytes: bytes.length,
        })
        .returning(entryColumns);
      return inserted as DocumentEntry;
    });
    // The opportunity's cached page shows the contents (server/contents.ts).
    revalidateCatalogue('opportunity');
    await notifyDocumentAdded(input.opportunityId, row);
    return row;
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** Deletes a document and its file. Its past views and downloads stay in the log by title. */
export async function deleteDocument(actor: RoomActor, documentId: string): Promise<void> {
  if (!isUuid(documentId)) throw roomNotFound();
  const db = await getDb();
  const key = await db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ key: dealRoomDocuments.fileKey, opportunityId: dealRoomDocuments.opportunityId })
      .from(dealRoomDocuments)
      .innerJoin(opportunities, eq(opportunities.id, dealRoomDocuments.opportunityId))
      .where(and(eq(dealRoomDocuments.id, documentId), eq(opportunities.ownerId, actor.id)));
    if (!doc) throw roomNotFound();
    await lockOwnOpportunity(tx, actor, doc.opportunityId);
    await tx.delete(dealRoomDocuments).where(eq(dealRoomDocuments.id, documentId));
    return doc.key;
  });
  revalidateCatalogue('opportunity');
  await getFileStorage().delete(key);
}

/** Every file of an opportunity's room, read inside the transaction that deletes it. */
export async function listRoomFileKeys(opportunityId: string, tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ key: dealRoomDocuments.fileKey })
    .from(dealRoomDocuments)
    .where(eq(dealRoomDocuments.opportunityId, opportunityId));
  return rows.map((row) => row.key);
}

/** After the rows are gone: a file that cannot be removed now is logged, never fatal. */
export async function deleteRoomFiles(keys: string[]): Promise<void> {
  const storage = getFileStorage();
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      console.error(`[deal-room] could not delete ${key}: ${errorForLog(error)}`);
    }
  }
}
