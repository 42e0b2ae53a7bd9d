import { z } from 'zod';
import { optionalString, requiredString, v } from '@/lib/validation/rules';

/** Limits of what people write; shared by the forms, the actions and the services. */
export const REQUEST_MESSAGE_MIN = 20;
export const REQUEST_MESSAGE_MAX = 2000;
export const FIRST_REPLY_MAX = 4000;
export const DECLINE_NOTE_MAX = 500;

const listingKind = z.enum(['advertisement', 'opportunity']);

/** "Contact the owner" on a listing page. */
export const sendContactRequestSchema = z.object({
  listingKind,
  listingId: z.uuid(),
  message: requiredString(v.min(REQUEST_MESSAGE_MIN), v.max(REQUEST_MESSAGE_MAX)),
  /** Opportunities with a deal room: ask to open it as well. */
  askDealRoom: z.boolean().optional(),
});

/** The owner accepts, optionally with a first chat message (`clientId`: its idempotency key). */
export const acceptContactRequestSchema = z.object({
  requestId: z.uuid(),
  reply: optionalString(v.max(FIRST_REPLY_MAX)),
  clientId: z.uuid(),
});

/** The owner declines, optionally saying why. */
export const declineContactRequestSchema = z.object({
  requestId: z.uuid(),
  note: optionalString(v.max(DECLINE_NOTE_MAX)),
});

/** The investor withdraws a request that is still pending. */
export const cancelContactRequestSchema = z.object({ requestId: z.uuid() });

/** Which listing the "contact the owner" block asks about. */
export const contactStateSchema = z.object({ listingKind, listingId: z.uuid() });
