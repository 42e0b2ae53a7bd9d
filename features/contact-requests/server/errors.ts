import 'server-only';
import type { RequestErrorCode } from '@/features/contact-requests/types';
import { DomainError } from '@/lib/errors/domain-error';

/**
 * A refusal of the contact-request services: `contactRequest.<code>` for the UI to translate
 * (errors.contactRequest.*), or the form-wide `rateLimited` with its wait.
 */
export class ContactRequestError extends DomainError {
  constructor(
    readonly code: RequestErrorCode,
    retryAfterSeconds?: number,
  ) {
    super(code === 'rate_limited' ? 'rateLimited' : `contactRequest.${code}`, {
      retryAfterSeconds,
    });
    this.name = 'ContactRequestError';
  }
}

/** Who acts: the signed-in user as requireUser() read it from the session. */
export type RequestActor = { id: string; type: string };
