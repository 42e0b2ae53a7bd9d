'use client';

import { useAuth } from '@/components/auth/auth-provider';
import { lazyComponent } from '@/components/ui/lazy-component';
import { BellPlaceholder } from './bell-placeholder';

// Members only: a visitor's first visit never downloads the bell, its live summary, the
// notification texts' code or the texts themselves (the JavaScript budget).
const MemberBell = lazyComponent(
  () => import('./member-bell').then((m) => m.MemberBell),
  BellPlaceholder,
);

/**
 * The header's bell slot: the live bell once signed in, its placeholder while the session is not
 * known yet, nothing for a visitor (its 40 px pushed the visitor's header past a 390 px screen in
 * Arabic and a 360 px one in English).
 */
export function HeaderBell() {
  const { user, ready } = useAuth();
  if (user) return <MemberBell />;
  return ready ? null : <BellPlaceholder />;
}
