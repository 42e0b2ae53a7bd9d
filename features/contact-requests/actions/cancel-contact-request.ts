'use server';

import type { ContactRequestView, RequestActionResult } from '@/features/contact-requests/types';
import {
  cancelContactRequestSchema,
  type CancelContactRequestInput,
} from '@/features/contact-requests/schemas/contact-request';
import { requestAction } from '@/features/contact-requests/server/action';
import { cancelContactRequest } from '@/features/contact-requests/server/state';

/** The investor withdraws a request that is still pending. */
export async function cancelContactRequestAction(
  input: CancelContactRequestInput,
): Promise<RequestActionResult<ContactRequestView>> {
  return requestAction(cancelContactRequestSchema, (user, data) =>
    cancelContactRequest(user, data.requestId),
  )(input);
}
