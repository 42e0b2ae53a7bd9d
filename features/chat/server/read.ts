import 'server-only';
import { sql } from 'drizzle-orm';
import { executeRows, getDb } from '@/lib/db';
import { chatChannel, EVENTS } from '@/lib/realtime/channels';
import { publish } from '@/lib/realtime/publish';
import { getChatAccess } from './access';
import { publishConversationUpdates } from './send';

export type ChatReadEvent = { readerId: string; seq: number; readAt: string };

/**
 * The reader has seen the conversation up to `seq`: the other party's unread messages up to it
 * become read in one statement. Then the sender's tabs show "Seen" and the reader's other tabs
 * update their unread count. Read-only (archived) conversations can still be read.
 */
export async function markChatRead(
  readerId: string,
  requestId: string,
  seq: number,
): Promise<{ status: 'ok'; updated: number } | { status: 'not_found' }> {
  const access = await getChatAccess(readerId, requestId);
  if (!access) return { status: 'not_found' };
  const db = await getDb();
  const rows = await executeRows<{ seq: number | string; read_at: Date | string }>(
    db,
    sql`update chat_messages set read_at = now()
      where request_id = ${requestId} and sender_id <> ${readerId}
        and read_at is null and seq <= ${seq}
      returning seq, read_at`,
  );
  if (rows.length > 0) {
    const event: ChatReadEvent = {
      readerId,
      seq: Math.max(...rows.map((row) => Number(row.seq))),
      readAt: new Date(rows[0]!.read_at).toISOString(),
    };
    await publish(chatChannel(requestId), EVENTS.chatRead, event);
    await publishConversationUpdates(requestId, [readerId]);
  }
  return { status: 'ok', updated: rows.length };
}
