import type { ChatMessageWire } from '@/features/chat/wire';

/** A message as the island shows it: stored ('sent'), on its way ('pending') or 'failed'. */
export type ChatItem = ChatMessageWire & { status: 'sent' | 'pending' | 'failed'; error?: string };

const keyOf = (m: ChatItem) => `${m.senderId}:${m.clientId}`;
const orderOf = (m: ChatItem) => (m.status === 'sent' ? m.seq : Number.MAX_SAFE_INTEGER);

/**
 * Adds or updates messages, deduplicated by sender and client id (the same message can come from
 * the action's answer, the realtime event of another tab, and an older page). A stored message
 * always wins over its optimistic copy; a read time is never lost. Order: by seq, unsent last.
 */
export function mergeMessages(list: ChatItem[], incoming: ChatItem[]): ChatItem[] {
  const byKey = new Map(list.map((m) => [keyOf(m), m]));
  for (const m of incoming) {
    const previous = byKey.get(keyOf(m));
    if (previous?.status === 'sent' && m.status !== 'sent') continue;
    byKey.set(
      keyOf(m),
      previous?.status === 'sent' ? { ...m, readAt: m.readAt ?? previous.readAt } : m,
    );
  }
  return [...byKey.values()].sort(
    (a, b) => orderOf(a) - orderOf(b) || a.createdAt.localeCompare(b.createdAt),
  );
}

export const asSent = (m: ChatMessageWire): ChatItem => ({ ...m, status: 'sent' });

/** The newest stored message's seq (0 when none): what a catch-up asks "after". */
export function lastSeq(list: ChatItem[]): number {
  return list.reduce((max, m) => (m.status === 'sent' ? Math.max(max, m.seq) : max), 0);
}

/** The other party has read my stored messages up to `seq`: they show "Seen" from `readAt`. */
export function applyRead(list: ChatItem[], meId: string, seq: number, readAt: string): ChatItem[] {
  return list.map((m) =>
    m.senderId === meId && m.status === 'sent' && m.seq <= seq && !m.readAt ? { ...m, readAt } : m,
  );
}
