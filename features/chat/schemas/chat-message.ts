import { z } from 'zod';
import { encodeIssue } from '@/lib/validation/issue';
import { ruleCheck, v } from '@/lib/validation/rules';

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;

// Control characters but tab and line feed, and lone surrogate halves. Invisible in a bubble, and
// the JSON of the live event would write each as a six-byte \u escape: 2,000 of them would push
// the event past the realtime server's 10 KB limit and the message would never arrive live.
const CONTROLS = /(?![\t\n])\p{Cc}/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * What a message keeps of what was typed or pasted: line breaks become \n, control characters
 * go (like bidi controls leave names: nothing visible is lost, so there is nothing to report),
 * a lone surrogate becomes U+FFFD. The worst character left then costs 4 bytes of JSON (one
 * outside the BMP), so the longest message fits an event with room for its envelope.
 */
export function cleanChatBody(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS, '').replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * The composer's field, checked in the browser and again by the send action: cleaned, trimmed,
 * required, at most CHAT_MESSAGE_MAX characters (what is left of a message of control
 * characters only is empty: `required`).
 */
export const chatBodySchema = z
  .string({ error: () => encodeIssue('required') })
  .overwrite(cleanChatBody)
  .trim()
  .check(ruleCheck([v.required(), v.max(CHAT_MESSAGE_MAX)]));

export const sendChatMessageSchema = z.object({
  requestId: z.uuid(),
  body: chatBodySchema,
  /** The sender's idempotency key: a retry sends the same one and finds the same message. */
  clientId: z.string().min(8).max(64),
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
