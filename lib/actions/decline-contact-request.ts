'use server';

import type { ContactRequestView, RequestActionResult } from '@/lib/contact-requests/types';
import {
  declineContactRequestSchema,
  type DeclineContactRequestInput,
} from '@/lib/schemas/contact-request';
import { requestAction } from '@/lib/server/contact-requests/action';
import { declineContactRequest } from '@/lib/server/contact-requests/state';

/** The owner declines a pending request, optionally with a reason. */
export async function declineContactRequestAction(
  input: DeclineContactRequestInput,
): Promise<RequestActionResult<ContactRequestView>> {
  return requestAction(declineContactRequestSchema, (user, data) =>
    declineContactRequest(user, data.requestId, { note: data.note }),
  )(input);
}
