'use server';

import type { ContactRequestView, RequestActionResult } from '@/lib/contact-requests/types';
import {
  acceptContactRequestSchema,
  type AcceptContactRequestInput,
} from '@/lib/schemas/contact-request';
import { requestAction } from '@/lib/server/contact-requests/action';
import { acceptContactRequest } from '@/lib/server/contact-requests/state';

/** The owner accepts a pending request, optionally with a first chat message. */
export async function acceptContactRequestAction(
  input: AcceptContactRequestInput,
): Promise<RequestActionResult<ContactRequestView>> {
  return requestAction(acceptContactRequestSchema, (user, data) =>
    acceptContactRequest(user, data.requestId, { reply: data.reply, clientId: data.clientId }),
  )(input);
}
