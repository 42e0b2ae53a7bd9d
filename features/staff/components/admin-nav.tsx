'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { usePathname } from '@/i18n/navigation';

type Key =
  'dashboard' | 'reports' | 'listings' | 'users' | 'plans' | 'redirects' | 'staff' | 'audit';

/** `adminOnly`: plans, money, redirects and other staff are an admin's; moderators never see them. */
const ADMIN_NAV: ReadonlyArray<{ href: string; key: Key; adminOnly?: true }> = [
  { href: '/admin', key: 'dashboard' },
  { href: '/admin/reports', key: 'reports' },
  { href: '/admin/listings', key: 'listings' },
  { href: '/admin/users', key: 'users' },
  { href: '/admin/plans', key: 'plans', adminOnly: true },
  { href: '/admin/redirects', key: 'redirects', adminOnly: true },
  { href: '/admin/staff', key: 'staff', adminOnly: true },
  { href: '/admin/audit', key: 'audit' },
];

/**
 * The staff area's sections, in the profile sidebar's look: a column on large screens, a strip
 * that scrolls sideways on a phone (the current section is brought into view).
 */
export function AdminNav({ admin }: { admin: boolean }) {
  const t = useTranslations('admin.nav');
  const list = useRef<HTMLUListElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    const strip = list.current;
    if (!strip || strip.scrollWidth <= strip.clientWidth) return;
    const item = strip.querySelector('[aria-current="page"]');
    if (!item) return;
    // Only the strip scrolls: scrollIntoView would also shift the page sideways on a phone.
    const edge = strip.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    if (box.right > edge.right) strip.scrollBy({ left: box.right - edge.right + 16 });
    else if (box.left < edge.left) strip.scrollBy({ left: box.left - edge.left - 16 });
  }, [pathname]);
  return (
    <div className="lg:w-56 lg:shrink-0">
      <nav aria-label={t('label')} data-testid="admin-nav">
        <ul
          ref={list}
          className="-mx-4 flex scroll-px-4 gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
        >
          {ADMIN_NAV.filter((item) => admin || !item.adminOnly).map((item) => (
            <li key={item.href} className="shrink-0">
              <NavLink
                href={item.href}
                exact={item.href === '/admin'}
                className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted hover:bg-brand-50 hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              >
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
