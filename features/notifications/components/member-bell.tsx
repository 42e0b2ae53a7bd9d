'use client';

import { BellPlaceholder } from './bell-placeholder';
import { NotificationBell } from './notification-bell';
import { NotificationMessages } from './notification-messages';

/** A member's bell, with the notification texts it shows (fetched on public pages). */
export function MemberBell() {
  return (
    <NotificationMessages fallback={<BellPlaceholder />}>
      <NotificationBell />
    </NotificationMessages>
  );
}
