import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { contactRequests } from '@/lib/db/schema';
import {
  REQUEST_STATUSES,
  type ContactRequestView,
  type RequestStatus,
} from '@/features/contact-requests/types';
import { listRequestViews } from './view';

export const REQUESTS_PAGE_SIZE = 10;

export type RequestPage = {
  items: ContactRequestView[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** How many requests of each status the user has on this side (the filter shows them). */
  counts: Record<RequestStatus | 'all', number>;
};

type Side = 'received' | 'sent';

/**
 * One page of a user's requests, counted and paginated in the database (indexes
 * contact_requests_owner_idx / _requester_idx serve both the filter and the order). A page past
 * the end shows the last one.
 */
async function listSide(
  side: Side,
  userId: string,
  query: { status?: RequestStatus | null; page?: number },
  pageSize = REQUESTS_PAGE_SIZE,
): Promise<RequestPage> {
  const db = await getDb();
  const party = side === 'received' ? contactRequests.ownerId : contactRequests.requesterId;
  const grouped = await db
    .select({ status: contactRequests.status, n: count() })
    .from(contactRequests)
    .where(eq(party, userId))
    .groupBy(contactRequests.status);
  const counts = Object.fromEntries(
    [...REQUEST_STATUSES, 'all'].map((s) => [s, 0]),
  ) as RequestPage['counts'];
  for (const row of grouped) {
    counts[row.status as RequestStatus] = Number(row.n);
    counts.all += Number(row.n);
  }
  const status = query.status ?? null;
  const total = status ? counts[status] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1) || 1), pageCount);
  const where = and(eq(party, userId), status ? eq(contactRequests.status, status) : undefined);
  const items = total
    ? await listRequestViews(where, { offset: (page - 1) * pageSize, limit: pageSize })
    : [];
  return { items, total, page, pageCount, pageSize, counts };
}

/** Requests an owner received (/contact-requests). */
export function listReceivedRequests(
  ownerId: string,
  query: { status?: RequestStatus | null; page?: number } = {},
  pageSize?: number,
): Promise<RequestPage> {
  return listSide('received', ownerId, query, pageSize);
}

/** Requests an investor sent (/my-contact-requests). */
export function listSentRequests(
  requesterId: string,
  query: { status?: RequestStatus | null; page?: number } = {},
  pageSize?: number,
): Promise<RequestPage> {
  return listSide('sent', requesterId, query, pageSize);
}
