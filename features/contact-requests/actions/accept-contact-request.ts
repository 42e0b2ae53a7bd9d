'use server';

import type { ContactRequestView, RequestActionResult } from '@/features/contact-requests/types';
import {
  acceptContactRequestSchema,
  type AcceptContactRequestInput,
} from '@/features/contact-requests/schemas/contact-request';
import { requestAction } from '@/features/contact-requests/server/action';
import { acceptContactRequest } from '@/features/contact-requests/server/state';

/** The owner accepts a pending request, optionally with a first chat message. */
export async function acceptContactRequestAction(
  input: AcceptContactRequestInput,
): Promise<RequestActionResult<ContactRequestView>> {
  return requestAction(acceptContactRequestSchema, (user, data) =>
    acceptContactRequest(user, data.requestId, { reply: data.reply, clientId: data.clientId }),
  )(input);
}
