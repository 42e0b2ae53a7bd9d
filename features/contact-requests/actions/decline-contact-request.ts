'use server';

import type { ContactRequestView, RequestActionResult } from '@/features/contact-requests/types';
import {
  declineContactRequestSchema,
  type DeclineContactRequestInput,
} from '@/features/contact-requests/schemas/contact-request';
import { requestAction } from '@/features/contact-requests/server/action';
import { declineContactRequest } from '@/features/contact-requests/server/state';

/** The owner declines a pending request, optionally with a reason. */
export async function declineContactRequestAction(
  input: DeclineContactRequestInput,
): Promise<RequestActionResult<ContactRequestView>> {
  return requestAction(declineContactRequestSchema, (user, data) =>
    declineContactRequest(user, data.requestId, { note: data.note }),
  )(input);
}
