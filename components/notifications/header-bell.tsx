'use client';

import { useAuth } from '@/components/auth/auth-provider';
import { lazyComponent } from '@/components/ui/lazy-component';

/** The bell's fixed-size stand-in: the server's header is the same for everyone. */
function Placeholder() {
  return <span aria-hidden className="inline-block size-10" />;
}

// Members only: a visitor's first visit never downloads the bell, its live summary or the
// notification texts' code (issue 11's JavaScript budget).
const NotificationBell = lazyComponent(
  () => import('./notification-bell').then((m) => m.NotificationBell),
  Placeholder,
);

/** The header's bell slot: the placeholder for visitors, the live bell once signed in. */
export function HeaderBell() {
  const { user } = useAuth();
  return user ? <NotificationBell /> : <Placeholder />;
}
