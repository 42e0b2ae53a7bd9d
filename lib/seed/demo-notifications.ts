import 'server-only';
import { schema } from '@/lib/db';
import type { DemoRequest } from './contact-requests';

const MINUTE = 60_000;

export type DemoContext = {
  requestId: string;
  ownerId: string;
  requesterId: string;
  listing: { kind: 'advertisement' | 'opportunity'; id: string; title: string };
  names: { owner: string; investor: string };
  at: Date;
  decided: Date;
};

/**
 * The notifications the live services would have created for a demo request (so the bell and
 * /notifications are not empty on a fresh machine): received for the owner, the decision or the
 * cancellation for the other party. What is still pending stays unread; the rest was read.
 */
export function demoNotifications(demo: DemoRequest, c: DemoContext) {
  const data = (actorName: string) => ({
    requestId: c.requestId,
    listingKind: c.listing.kind,
    listingId: c.listing.id,
    listingTitle: c.listing.title,
    actorName,
    ...(demo.note ? { note: demo.note } : {}),
  });
  const readLater = (at: Date) => new Date(at.getTime() + 30 * MINUTE);
  const rows: Array<typeof schema.notifications.$inferInsert> = [
    {
      userId: c.ownerId,
      type: 'contact_request_received',
      data: data(c.names.investor),
      createdAt: c.at,
      readAt: demo.status === 'pending' ? null : readLater(c.at),
    },
  ];
  if (demo.status === 'accepted' || demo.status === 'declined') {
    rows.push({
      userId: c.requesterId,
      type: `contact_request_${demo.status}`,
      data: data(c.names.owner),
      createdAt: c.decided,
      readAt: demo.status === 'declined' ? null : readLater(c.decided),
    });
  }
  if (demo.status === 'cancelled') {
    rows.push({
      userId: c.ownerId,
      type: 'contact_request_cancelled',
      data: data(c.names.investor),
      createdAt: c.decided,
      readAt: readLater(c.decided),
    });
  }
  return rows;
}
