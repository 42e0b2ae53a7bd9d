'use server';

import type { ContactRequestView, RequestActionResult } from '@/lib/contact-requests/types';
import {
  sendContactRequestSchema,
  type SendContactRequestInput,
} from '@/lib/schemas/contact-request';
import { requestAction } from '@/lib/server/contact-requests/action';
import { sendContactRequest } from '@/lib/server/contact-requests/send';

/** A subscribed investor asks the owner of a listing to get in touch. */
export async function sendContactRequestAction(
  input: SendContactRequestInput,
): Promise<RequestActionResult<ContactRequestView>> {
  return requestAction(sendContactRequestSchema, (user, data) => sendContactRequest(user, data))(
    input,
  );
}
