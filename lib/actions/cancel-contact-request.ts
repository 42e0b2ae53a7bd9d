'use server';

import type { ContactRequestView, RequestActionResult } from '@/lib/contact-requests/types';
import {
  cancelContactRequestSchema,
  type CancelContactRequestInput,
} from '@/lib/schemas/contact-request';
import { requestAction } from '@/lib/server/contact-requests/action';
import { cancelContactRequest } from '@/lib/server/contact-requests/state';

/** The investor withdraws a request that is still pending. */
export async function cancelContactRequestAction(
  input: CancelContactRequestInput,
): Promise<RequestActionResult<ContactRequestView>> {
  return requestAction(cancelContactRequestSchema, (user, data) =>
    cancelContactRequest(user, data.requestId),
  )(input);
}
