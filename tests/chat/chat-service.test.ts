import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getChatAccess } from '@/features/chat/server/access';
import {
  getConversationSummary,
  getReadUpTo,
  listConversations,
  listMessages,
} from '@/features/chat/server/conversations';
import { markChatRead } from '@/features/chat/server/read';
import { CHAT_SEND_LIMIT, sendChatMessage } from '@/features/chat/server/send';
import { archiveAd, createConversation, createUser, messagesOf, notificationsOf } from './helpers';

const send = (
  user: { id: string; name: string },
  requestId: string,
  body = 'Hello',
  clientId = randomUUID(),
) => sendChatMessage(user, { requestId, body, clientId });

describe('chat: who may read and write', () => {
  it('the two parties may write; a stranger, even another owner, finds nothing', async () => {
    const { owner, investor, requestId } = await createConversation();
    const stranger = await createUser('INVESTOR');
    expect((await send(investor, requestId)).status).toBe('sent');
    expect((await send(owner, requestId)).status).toBe('sent');
    expect((await send(stranger, requestId)).status).toBe('not_found');
    expect(await markChatRead(stranger.id, requestId, 1_000_000)).toEqual({ status: 'not_found' });
    expect(await getChatAccess(stranger.id, requestId)).toBeNull();
    expect(await getConversationSummary(stranger.id, 'owner', requestId)).toBeNull();
    expect(await messagesOf(requestId)).toHaveLength(2);
  });

  it('each page side belongs to one party: the investor cannot open the owner side', async () => {
    const { owner, investor, requestId } = await createConversation();
    expect(await getChatAccess(owner.id, requestId, 'owner')).not.toBeNull();
    expect(await getChatAccess(owner.id, requestId, 'investor')).toBeNull();
    expect(await getChatAccess(investor.id, requestId, 'investor')).not.toBeNull();
    expect(await getChatAccess(investor.id, requestId, 'owner')).toBeNull();
  });

  it('a guessed or malformed id is not found', async () => {
    const { investor } = await createConversation();
    expect((await send(investor, randomUUID())).status).toBe('not_found');
    expect(await getChatAccess(investor.id, 'not-a-uuid')).toBeNull();
  });

  it.each(['pending', 'declined', 'cancelled'])('a %s request has no chat', async (status) => {
    const { owner, investor, requestId } = await createConversation({ status });
    expect((await send(investor, requestId)).status).toBe('not_found');
    expect((await send(owner, requestId)).status).toBe('not_found');
    expect(await getChatAccess(owner.id, requestId)).toBeNull();
    expect((await listConversations(owner.id, 'owner')).items).toHaveLength(0);
  });

  it('an archived listing keeps its history, read-only: sending is refused, reading works', async () => {
    const { owner, investor, requestId, ad } = await createConversation();
    await send(investor, requestId, 'Before archiving');
    await archiveAd(ad.id);
    expect((await send(owner, requestId)).status).toBe('read_only');
    expect((await send(investor, requestId)).status).toBe('read_only');
    const { items } = await listConversations(owner.id, 'owner');
    expect(items[0]).toMatchObject({ requestId, readOnly: true });
    expect(items[0]!.lastMessage?.body).toBe('Before archiving');
    expect(await markChatRead(owner.id, requestId, 1_000_000)).toEqual({
      status: 'ok',
      updated: 1,
    });
    expect((await listMessages(requestId)).messages).toHaveLength(1);
  });
});

describe('chat: sending', () => {
  it('a retried send with the same client id returns the same message, never a duplicate', async () => {
    const { investor, owner, requestId } = await createConversation();
    const clientId = randomUUID();
    const first = await send(investor, requestId, 'Once', clientId);
    const again = await send(investor, requestId, 'Once', clientId);
    expect(first.status).toBe('sent');
    expect(again).toEqual(first);
    expect(await messagesOf(requestId)).toHaveLength(1);
    // Realtime is off in tests (presence unknown): the recipient is notified, once.
    const notes = await notificationsOf(owner.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'chat_message' });
    expect(notes[0]!.data).toMatchObject({ requestId, actorName: investor.name, preview: 'Once' });
  });

  it('per-user rate limit: the message over the limit is refused with a retry delay', async () => {
    const { investor, requestId } = await createConversation();
    for (let i = 0; i < CHAT_SEND_LIMIT.limit; i++) {
      expect((await send(investor, requestId, `m${i}`)).status).toBe('sent');
    }
    const over = await send(investor, requestId, 'one too many');
    expect(over.status).toBe('rate_limited');
    if (over.status === 'rate_limited') expect(over.retryAfterSeconds).toBeGreaterThan(0);
    expect(await messagesOf(requestId)).toHaveLength(CHAT_SEND_LIMIT.limit);
  });
});

describe('chat: pages, unread counts and read receipts', () => {
  it('messages come in pages by seq, oldest first within a page, until the first', async () => {
    const { investor, owner, requestId } = await createConversation();
    for (let i = 1; i <= 7; i++) await send(i % 2 ? investor : owner, requestId, `#${i}`);
    const newest = await listMessages(requestId, { limit: 3 });
    expect(newest.messages.map((m) => m.body)).toEqual(['#5', '#6', '#7']);
    expect(newest.hasMore).toBe(true);
    const older = await listMessages(requestId, { limit: 3, beforeSeq: newest.messages[0]!.seq });
    expect(older.messages.map((m) => m.body)).toEqual(['#2', '#3', '#4']);
    const oldest = await listMessages(requestId, { limit: 3, beforeSeq: older.messages[0]!.seq });
    expect(oldest.messages.map((m) => m.body)).toEqual(['#1']);
    expect(oldest.hasMore).toBe(false);
  });

  it('catching up: the messages after a seq, oldest first, page by page, and the read position', async () => {
    const { investor, owner, requestId } = await createConversation();
    const other = await createConversation({ owner });
    for (let i = 1; i <= 5; i++) await send(i % 2 ? investor : owner, requestId, `#${i}`);
    await send(other.investor, other.requestId, 'elsewhere');
    const all = await listMessages(requestId);
    const held = all.messages[1]!.seq; // the tab holds #1 and #2
    const first = await listMessages(requestId, { afterSeq: held, limit: 2 });
    expect(first.messages.map((m) => m.body)).toEqual(['#3', '#4']);
    expect(first.hasMore).toBe(true);
    const next = await listMessages(requestId, { afterSeq: first.messages[1]!.seq, limit: 2 });
    expect(next.messages.map((m) => m.body)).toEqual(['#5']);
    expect(next.hasMore).toBe(false);
    expect((await listMessages(requestId, { afterSeq: all.messages[4]!.seq })).messages).toEqual(
      [],
    );
    // From nothing held: the conversation from its first message (never another one's).
    expect((await listMessages(requestId, { afterSeq: 0 })).messages.map((m) => m.body)).toEqual([
      '#1',
      '#2',
      '#3',
      '#4',
      '#5',
    ]);

    // The investor sent #1, #3 and #5; the owner has read up to #4: the investor's tab learns
    // that its #3 is seen, and the owner's tab that nothing of theirs is.
    expect(await getReadUpTo(investor.id, requestId)).toBeNull();
    await markChatRead(owner.id, requestId, all.messages[3]!.seq);
    const read = await getReadUpTo(investor.id, requestId);
    expect(read?.seq).toBe(all.messages[2]!.seq);
    expect(Number.isNaN(Date.parse(read!.readAt))).toBe(false);
    expect(await getReadUpTo(owner.id, requestId)).toBeNull();
  });

  it('unread counts per side; reading up to a seq marks only the other party’s messages up to it', async () => {
    const { investor, owner, requestId } = await createConversation();
    await send(investor, requestId, 'a');
    const b = await send(investor, requestId, 'b');
    await send(investor, requestId, 'c');
    await send(owner, requestId, 'reply');
    const ownerRow = async () => (await listConversations(owner.id, 'owner')).items[0]!;
    const investorRow = async () => (await listConversations(investor.id, 'investor')).items[0]!;
    expect((await ownerRow()).unread).toBe(3);
    expect((await investorRow()).unread).toBe(1);
    expect((await ownerRow()).lastMessage?.body).toBe('reply');

    if (b.status !== 'sent') throw new Error('send failed');
    expect(await markChatRead(owner.id, requestId, b.message.seq)).toEqual({
      status: 'ok',
      updated: 2,
    });
    expect((await ownerRow()).unread).toBe(1);
    expect((await investorRow()).unread).toBe(1);
    const stored = await messagesOf(requestId);
    expect(stored.map((m) => m.readAt !== null)).toEqual([true, true, false, false]);
    // Reading again changes nothing.
    expect(await markChatRead(owner.id, requestId, b.message.seq)).toEqual({
      status: 'ok',
      updated: 0,
    });
  });

  it('conversations list newest activity first, paginated by cursor', async () => {
    const owner = await createUser('OWNER');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { requestId, investor } = await createConversation({ owner });
      await send(investor, requestId, `hello ${i}`);
      ids.push(requestId);
    }
    const first = await listConversations(owner.id, 'owner', { limit: 2 });
    expect(first.items.map((c) => c.requestId)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await listConversations(owner.id, 'owner', {
      limit: 2,
      cursor: first.nextCursor!,
    });
    expect(second.items.map((c) => c.requestId)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    expect(first.items[0]!.other.name).toBe('Investor Ilyas');
  });
});
