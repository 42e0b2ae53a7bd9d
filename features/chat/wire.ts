/**
 * The shape a chat message travels in: realtime payloads, server-action answers and the props
 * of the chat island. No 'server-only': both sides import it.
 */
export type ChatMessageWire = {
  id: string;
  /** Strict order within the whole table (bigserial): sort and paginate by it. */
  seq: number;
  requestId: string;
  senderId: string;
  body: string;
  /** The sender's idempotency key (the optimistic bubble's key). */
  clientId: string;
  createdAt: string;
  readAt: string | null;
};

/** A catch-up answer: missed messages (oldest first) and how far the other party has read mine. */
export type ChatCatchUp = {
  messages: ChatMessageWire[];
  hasMore: boolean;
  readUpTo: { seq: number; readAt: string } | null;
};

export function toChatWire(row: {
  id: string;
  seq: number;
  requestId: string;
  senderId: string;
  body: string;
  clientId: string;
  createdAt: Date;
  readAt: Date | null;
}): ChatMessageWire {
  return {
    id: row.id,
    seq: Number(row.seq),
    requestId: row.requestId,
    senderId: row.senderId,
    body: row.body,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}
