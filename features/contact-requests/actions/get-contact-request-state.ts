'use server';

import type { ContactViewerState } from '@/features/contact-requests/types';
import { contactStateSchema } from '@/features/contact-requests/schemas/contact-request';
import { getCurrentUser } from '@/lib/auth/current-user';
import { publicAction } from '@/lib/action/builder';
import { getContactViewerState } from '@/features/contact-requests/server/viewer';

/**
 * The viewer's part of a listing page's "contact the owner" block. The page is the same for
 * everyone (cacheable); the browser asks this once it has loaded. A read, so no rate limit beyond
 * the session lookup every request already makes.
 */
export const getContactRequestStateAction = publicAction
  .inputSchema(contactStateSchema)
  .action(async ({ input }): Promise<ContactViewerState> =>
    getContactViewerState(await getCurrentUser(), input.listingKind, input.listingId),
  );
