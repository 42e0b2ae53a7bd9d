'use server';

import type { ContactViewerState } from '@/features/contact-requests/types';
import { contactStateSchema } from '@/features/contact-requests/schemas/contact-request';
import { getCurrentUser } from '@/lib/auth/current-user';
import { getContactViewerState } from '@/features/contact-requests/server/viewer';

/**
 * The viewer's part of a listing page's "contact the owner" block. The page is the same for
 * everyone (cacheable); the browser asks this once it has loaded. A read, so no rate limit beyond
 * the session lookup every request already makes.
 */
export async function getContactRequestStateAction(input: {
  listingKind: string;
  listingId: string;
}): Promise<ContactViewerState> {
  const parsed = contactStateSchema.safeParse(input);
  if (!parsed.success) return { kind: 'unavailable' };
  const user = await getCurrentUser();
  return getContactViewerState(user, parsed.data.listingKind, parsed.data.listingId);
}
