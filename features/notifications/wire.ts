import type { NotificationRow } from '@/lib/db/schema';

/**
 * The shape a notification travels in (realtime payloads, the bell's JSON, a push). No
 * 'server-only': the browser's components import the type.
 */
export type WireNotification = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  readAt: string | null;
  createdAt: string;
};

export function toWire(row: NotificationRow): WireNotification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
