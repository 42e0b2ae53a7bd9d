import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

/**
 * A locale-aware link whose prefetch follows SPEC 9 (delayed 1000 ms, never on slow-2g) through
 * PrefetchManager instead of Next's immediate viewport prefetch.
 */
export function AppLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} data-prefetch="" {...props} />;
}
