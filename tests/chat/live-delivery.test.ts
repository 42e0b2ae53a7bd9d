import { randomUUID } from 'node:crypto';
import type PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageWire } from '@/features/chat/wire';
import { chatChannel, EVENTS } from '@/lib/realtime/channels';
import type { RealtimeServer } from '@/realtime-server';
import { LIMITS } from '@/realtime-server/protocol';
import {
  CHAT_MESSAGE_MAX,
  chatBodySchema,
  cleanChatBody,
  sendChatMessageSchema,
} from '@/features/chat/schemas/chat-message';
import { sendChatMessage } from '@/features/chat/server/send';
import { encodeIssue } from '@/lib/validation/issue';
import { APP, client, startServer, subscribed, waitFor } from '../realtime/helpers';
import { createConversation } from './helpers';

const saved = { ...process.env };
let server: RealtimeServer;
const open: PusherClient[] = [];
beforeAll(async () => {
  server = await startServer();
  Object.assign(process.env, {
    PUSHER_APP_ID: APP.id,
    PUSHER_APP_KEY: APP.key,
    PUSHER_APP_SECRET: APP.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(server.port),
  });
  delete (globalThis as { __fursaPusher?: unknown }).__fursaPusher;
});
afterAll(async () => {
  open.forEach((pusher) => pusher.disconnect());
  process.env = { ...saved };
  delete (globalThis as { __fursaPusher?: unknown }).__fursaPusher;
  await server.close();
});

/** A tab of `user` with the conversation open (presence channel joined). */
async function tab(user: { id: string; name: string }, requestId: string) {
  const pusher = client(server.port, { user_id: user.id, user_info: { name: user.name } });
  open.push(pusher);
  const channel = await subscribed(pusher, chatChannel(requestId));
  const received: ChatMessageWire[] = [];
  channel.bind(EVENTS.chatMessage, ({ message }: { message: ChatMessageWire }) =>
    received.push(message),
  );
  const next = () =>
    waitFor<ChatMessageWire>((resolve) =>
      channel.bind(EVENTS.chatMessage, ({ message }: { message: ChatMessageWire }) =>
        resolve(message),
      ),
    );
  return { received, next };
}

const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

describe('chat body: what validation accepts can always be delivered live', () => {
  it('control characters go, line breaks and tabs stay, lone surrogates become U+FFFD', () => {
    expect(cleanChatBody('a\u0001b\r\nc\rd\u0000\te\u007f\u0085')).toBe('ab\nc\nd\te');
    expect(cleanChatBody('x\uD800y\uDC00z 😀')).toBe('x\uFFFDy\uFFFDz 😀');
    expect(chatBodySchema.parse('  hello\u0007 world\u0000\n ')).toBe('hello world');
    const onlyControls = chatBodySchema.safeParse('\u0001'.repeat(CHAT_MESSAGE_MAX));
    expect(onlyControls.error?.issues[0]?.message).toBe(encodeIssue('required'));
    expect(chatBodySchema.safeParse('x'.repeat(CHAT_MESSAGE_MAX + 1)).success).toBe(false);
  });

  it('the worst valid message (2,000 of the costliest accepted character) arrives on a pusher-js tab', async () => {
    // Each candidate as the schema leaves it, priced by the JSON the event carries it in.
    const candidates = ['a', '"', '\\', '\n', '\t', '\u0001', '\uD800', '\u2028', 'ع', '€', '😀'];
    const priced = candidates
      .map((c) => cleanChatBody(c))
      .filter((c) => c.length > 0)
      .sort((a, b) => jsonBytes(b) - jsonBytes(a));
    const costliest = priced[0]!;
    expect(costliest).toBe('😀');
    expect(jsonBytes(costliest)).toBe(4);
    const body = chatBodySchema.parse(costliest.repeat(CHAT_MESSAGE_MAX));
    expect(Array.from(body)).toHaveLength(CHAT_MESSAGE_MAX);

    const { owner, investor, requestId } = await createConversation();
    const ownerTab = await tab(owner, requestId);
    const arrived = ownerTab.next();
    const clientId = randomUUID();
    const sent = await sendChatMessage(investor, { requestId, body, clientId });
    expect(sent.status).toBe('sent');
    const message = await arrived;
    expect(message.body).toBe(body);
    expect(message.clientId).toBe(clientId);
    // With the largest client id the schema allows, the event still fits the 10 KB limit.
    const largest = { message: { ...message, clientId: 'c'.repeat(64) } };
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(LIMITS.eventBytes);
  });

  it('2,000 control characters are no longer a message that silently never arrives', async () => {
    const { owner, investor, requestId } = await createConversation();
    const ownerTab = await tab(owner, requestId);
    const body = chatBodySchema.parse(`${'\u0001'.repeat(CHAT_MESSAGE_MAX - 2)}hi`);
    expect(body).toBe('hi');
    const arrived = ownerTab.next();
    await sendChatMessage(investor, { requestId, body, clientId: randomUUID() });
    expect((await arrived).body).toBe('hi');
  });
});

describe('chat broadcast: no connection is ever left out', () => {
  it('a socket id sent by the browser is not part of the input, so it cannot hide a message', async () => {
    const base = { requestId: randomUUID(), body: 'hi', clientId: randomUUID() };
    const parsed = sendChatMessageSchema.parse({ ...base, socketId: '123.456' });
    expect(parsed).toEqual(base);
  });

  it('both parties` tabs receive the message, the sender`s too (it merges by client id)', async () => {
    const { owner, investor, requestId } = await createConversation();
    const ownerTab = await tab(owner, requestId);
    const investorTab = await tab(investor, requestId);
    const clientId = randomUUID();
    const toOwner = ownerTab.next();
    const toSender = investorTab.next();
    await sendChatMessage(investor, { requestId, body: 'to both', clientId });
    expect(await toOwner).toMatchObject({ body: 'to both', clientId });
    expect(await toSender).toMatchObject({ body: 'to both', clientId });
  });
});
