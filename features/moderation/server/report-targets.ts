import 'server-only';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/features/billing/server/wallet';
import { listingTable } from '@/features/listings/server/listing-tables';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';
import { chatMessages, contactRequests, users } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';

/** The target of a report as the reports services read it: who it is about, what it is called. */
type Target = { targetKind: ReportTargetKind; targetId: string };

const senders = alias(users, 'sender');

/** A listing of either kind: its owner, title and state; null when there is none. */
export async function findListing(db: Executor, kind: 'advertisement' | 'opportunity', id: string) {
  const table = listingTable(kind);
  const [row] = await db
    .select({ ownerId: table.ownerId, title: table.title, status: table.status })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ?? null;
}

/** A chat message with its conversation's parties and its sender's name; null when none. */
export async function findMessage(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: chatMessages.id,
      seq: chatMessages.seq,
      requestId: chatMessages.requestId,
      senderId: chatMessages.senderId,
      senderName: senders.name,
      requesterId: contactRequests.requesterId,
      ownerId: contactRequests.ownerId,
    })
    .from(chatMessages)
    .innerJoin(contactRequests, eq(contactRequests.id, chatMessages.requestId))
    .innerJoin(senders, eq(senders.id, chatMessages.senderId))
    .where(eq(chatMessages.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * What `reporterId` may report: a published listing of someone else, or a message the other party
 * sent in a conversation of theirs. Anything they cannot see is `report.not_found`; their own
 * listing or message is `report.own_target`. The title is what the reporter's notifications name:
 * the listing's title, or the other person's name.
 */
export async function findReportTarget(
  db: Executor,
  reporterId: string,
  target: Target,
): Promise<{ subjectUserId: string; title: string }> {
  if (target.targetKind === 'message') {
    const message = await findMessage(db, target.targetId);
    if (!message || (message.requesterId !== reporterId && message.ownerId !== reporterId)) {
      throw new DomainError('report.not_found');
    }
    if (message.senderId === reporterId) throw new DomainError('report.own_target');
    return { subjectUserId: message.senderId, title: message.senderName };
  }
  const listing = await findListing(db, target.targetKind, target.targetId);
  if (!listing || listing.status !== 'published') throw new DomainError('report.not_found');
  if (listing.ownerId === reporterId) throw new DomainError('report.own_target');
  return { subjectUserId: listing.ownerId, title: listing.title };
}

/** The same title for the outcome notification, whatever the target's state now ('' when gone). */
export async function reportTargetTitle(db: Executor, target: Target): Promise<string> {
  if (target.targetKind === 'message') {
    return (await findMessage(db, target.targetId))?.senderName ?? '';
  }
  return (await findListing(db, target.targetKind, target.targetId))?.title ?? '';
}
