import 'server-only';
import type { RequestErrorCode } from '@/features/contact-requests/types';

/** A refusal of the contact-request services; actions answer it as `requestError` (translated). */
export class ContactRequestError extends Error {
  constructor(
    readonly code: RequestErrorCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'ContactRequestError';
  }
}

/** Who acts: the signed-in user as requireUser() read it from the session. */
export type RequestActor = { id: string; type: string };
