'use server';

import type { ContactRequestView, RequestActionResult } from '@/features/contact-requests/types';
import {
  sendContactRequestSchema,
  type SendContactRequestInput,
} from '@/features/contact-requests/schemas/contact-request';
import { requestAction } from '@/features/contact-requests/server/action';
import { sendContactRequest } from '@/features/contact-requests/server/send';

/** A subscribed investor asks the owner of a listing to get in touch. */
export async function sendContactRequestAction(
  input: SendContactRequestInput,
): Promise<RequestActionResult<ContactRequestView>> {
  return requestAction(sendContactRequestSchema, (user, data) => sendContactRequest(user, data))(
    input,
  );
}
