'use client';

import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { usePathname } from '@/i18n/navigation';

type Props = ComponentProps<typeof AppLink> & { href: string; exact?: boolean };

/** A navigation link that marks the current section with aria-current. */
export function NavLink({ href, exact = false, ...rest }: Props) {
  const pathname = usePathname();
  const active = exact || href === '/' ? pathname === href : pathname.startsWith(href);
  return <AppLink href={href} aria-current={active ? 'page' : undefined} {...rest} />;
}
