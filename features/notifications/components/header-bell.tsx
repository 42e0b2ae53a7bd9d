'use client';

import { useAuth } from '@/components/auth/auth-provider';
import { lazyComponent } from '@/components/ui/lazy-component';

/** The bell's fixed-size stand-in: the server's header is the same for everyone. */
function Placeholder() {
  return <span aria-hidden className="inline-block size-10" />;
}

// Members only: a visitor's first visit never downloads the bell, its live summary or the
// notification texts' code (the JavaScript budget).
const NotificationBell = lazyComponent(
  () => import('./notification-bell').then((m) => m.NotificationBell),
  Placeholder,
);

/**
 * The header's bell slot: the live bell once signed in, its placeholder while the session is not
 * known yet, nothing for a visitor (its 40 px pushed the visitor's header past a 390 px screen in
 * Arabic and a 360 px one in English).
 */
export function HeaderBell() {
  const { user, ready } = useAuth();
  if (user) return <NotificationBell />;
  return ready ? null : <Placeholder />;
}
