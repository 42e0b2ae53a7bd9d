import { z } from 'zod';
import { requiredString, v } from '@/lib/validation/rules';

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;

/** The composer's field, checked in the browser and again by the send action. */
export const chatBodySchema = requiredString(v.max(CHAT_MESSAGE_MAX));

export const sendChatMessageSchema = z.object({
  requestId: z.uuid(),
  body: chatBodySchema,
  /** The sender's idempotency key: a retry sends the same one and finds the same message. */
  clientId: z.string().min(8).max(64),
  /** The sending tab's realtime connection, excluded from the broadcast (it already shows it). */
  socketId: z.string().max(64).nullish(),
});

export const markChatReadSchema = z.object({
  requestId: z.uuid(),
  seq: z.number().int().positive(),
});

export const olderChatMessagesSchema = z.object({
  requestId: z.uuid(),
  beforeSeq: z.number().int().positive(),
});

/** Catching up: the newest seq the tab holds (0 when it holds none). */
export const newerChatMessagesSchema = z.object({
  requestId: z.uuid(),
  afterSeq: z.number().int().min(0),
});

export type SendChatMessageInput = z.input<typeof sendChatMessageSchema>;
