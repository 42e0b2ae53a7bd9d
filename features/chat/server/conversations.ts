import 'server-only';
import { and, asc, desc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { executeRows, getDb } from '@/lib/db';
import { chatMessages } from '@/lib/db/schema';
import { toChatWire, type ChatMessageWire } from '@/features/chat/wire';
import { isReadOnlyListing, type ChatSide } from './access';

export const CONVERSATIONS_PAGE = 20;
export const MESSAGES_PAGE = 30;
/** Messages per catch-up request: a long outage takes a few rounds, never one huge answer. */
export const CATCH_UP_PAGE = 100;

/** One row of the conversation list, as the client island receives it. */
export type ConversationSummary = {
  requestId: string;
  other: { id: string; name: string; image: string | null };
  listing: { kind: string; id: string; title: string | null };
  readOnly: boolean;
  lastMessage: { body: string; senderId: string; createdAt: string } | null;
  unread: number;
  lastActivityAt: string;
};

type Row = {
  id: string;
  listing_kind: string;
  listing_id: string;
  last_activity_at: Date | string;
  other_id: string;
  other_name: string;
  other_image: string | null;
  title: string | null;
  listing_status: string | null;
  body: string | null;
  sender_id: string | null;
  sent_at: Date | string | null;
  unread: number | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A keyset cursor over (last activity, id): stable while new messages move rows to the top. */
export function encodeCursor(row: { lastActivityAt: string; requestId: string }): string {
  return `${row.lastActivityAt}_${row.requestId}`;
}

function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  const [at, id] = (cursor ?? '').split('_');
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { at: date, id };
}

/**
 * My conversations on one side (accepted requests I received as owner, or sent as investor),
 * newest activity first, one page at a time in the database, each with the other party, the
 * listing, the last message and my unread count.
 */
export async function listConversations(
  userId: string,
  side: ChatSide,
  options: { cursor?: string; limit?: number; only?: string } = {},
): Promise<{ items: ConversationSummary[]; nextCursor: string | null }> {
  const limit = options.limit ?? CONVERSATIONS_PAGE;
  const after = decodeCursor(options.cursor);
  const mine = side === 'owner' ? sql`cr.owner_id` : sql`cr.requester_id`;
  const theirs = side === 'owner' ? sql`cr.requester_id` : sql`cr.owner_id`;
  const db = await getDb();
  const rows = await executeRows<Row>(
    db,
    sql`
    select cr.id, cr.listing_kind, cr.listing_id, cr.last_activity_at,
      u.id as other_id, u.name as other_name, u.image as other_image,
      coalesce(a.title, o.title) as title, coalesce(a.status, o.status) as listing_status,
      lm.body, lm.sender_id, lm.created_at as sent_at,
      (select count(*) from chat_messages m
        where m.request_id = cr.id and m.sender_id <> ${userId} and m.read_at is null) as unread
    from contact_requests cr
    join users u on u.id = ${theirs}
    left join advertisements a on cr.listing_kind = 'advertisement' and a.id = cr.listing_id
    left join opportunities o on cr.listing_kind = 'opportunity' and o.id = cr.listing_id
    left join lateral (
      select m.body, m.sender_id, m.created_at from chat_messages m
      where m.request_id = cr.id order by m.seq desc limit 1
    ) lm on true
    where ${mine} = ${userId} and cr.status = 'accepted'
      ${options.only ? sql`and cr.id = ${options.only}` : sql``}
      ${after ? sql`and (cr.last_activity_at, cr.id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``}
    order by cr.last_activity_at desc, cr.id desc
    limit ${limit + 1}`,
  );
  const items = rows.slice(0, limit).map((row): ConversationSummary => ({
    requestId: row.id,
    other: { id: row.other_id, name: row.other_name, image: row.other_image },
    listing: { kind: row.listing_kind, id: row.listing_id, title: row.title },
    readOnly: isReadOnlyListing(row.listing_status),
    lastMessage:
      row.body != null && row.sender_id && row.sent_at
        ? { body: row.body.slice(0, 140), senderId: row.sender_id, createdAt: iso(row.sent_at) }
        : null,
    unread: Number(row.unread),
    lastActivityAt: iso(row.last_activity_at),
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** The list row of one conversation (for the open conversation's header); null when not mine. */
export async function getConversationSummary(
  userId: string,
  side: ChatSide,
  requestId: string,
): Promise<ConversationSummary | null> {
  const { items } = await listConversations(userId, side, { only: requestId, limit: 1 });
  return items[0] ?? null;
}

/**
 * One page of a conversation's messages, oldest first: before `beforeSeq` (scrolling up; the
 * newest page when absent), or with `afterSeq` the oldest ones after it (catching up after a
 * lost connection). The caller has checked access. Pages are cut by seq in the database.
 */
export async function listMessages(
  requestId: string,
  options: { beforeSeq?: number; afterSeq?: number; limit?: number } = {},
): Promise<{ messages: ChatMessageWire[]; hasMore: boolean }> {
  const limit = options.limit ?? MESSAGES_PAGE;
  const forward = options.afterSeq !== undefined;
  const db = await getDb();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.requestId, requestId),
        options.beforeSeq ? lt(chatMessages.seq, options.beforeSeq) : undefined,
        forward ? gt(chatMessages.seq, options.afterSeq ?? 0) : undefined,
      ),
    )
    .orderBy(forward ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    messages: (forward ? page : page.reverse()).map(toChatWire),
    hasMore: rows.length > limit,
  };
}

/**
 * How far the other party has read my messages: the newest of mine they have seen, with its read
 * time (null when none). Lets a tab that missed the "seen" event catch up.
 */
export async function getReadUpTo(
  userId: string,
  requestId: string,
): Promise<{ seq: number; readAt: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ seq: chatMessages.seq, readAt: chatMessages.readAt })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.requestId, requestId),
        eq(chatMessages.senderId, userId),
        isNotNull(chatMessages.readAt),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  return row?.readAt ? { seq: Number(row.seq), readAt: row.readAt.toISOString() } : null;
}

/** My unread count in one conversation (messages from the other party not read yet). */
export async function countUnreadInConversation(
  userId: string,
  requestId: string,
): Promise<number> {
  const db = await getDb();
  const rows = await executeRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from chat_messages
      where request_id = ${requestId} and sender_id <> ${userId} and read_at is null`,
  );
  return Number(rows[0]?.n ?? 0);
}
