'use client';

import { useAuth } from '@/components/auth/auth-provider';
import { lazyComponent } from '@/components/ui/lazy-component';
import { isInvestor } from '@/lib/auth/roles';

// Investors only: a visitor's page never downloads the control or its server action.
const SaveSearchControl = lazyComponent(() =>
  import('./save-search-control').then((m) => m.SaveSearchControl),
);

/**
 * "Save this search" on a catalogue page: a client island shown only to investors, so the page
 * the server renders is the same for every visitor.
 */
export function SaveSearchButton({ kind }: { kind: 'advertisement' | 'opportunity' }) {
  const { user } = useAuth();
  return user && isInvestor(user) ? <SaveSearchControl kind={kind} /> : null;
}
