'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { AppLink } from '@/components/ui/app-link';
import { usePathname } from '@/i18n/navigation';
import { NavLink } from './nav-link';
import { profileNavFor } from './profile-nav-items';

/** A visitor's sections in the same place: the two catalogues this layout serves. */
const VISITOR_NAV = [
  { href: '/investments', key: 'investments' },
  { href: '/advertisements', key: 'advertisements' },
] as const;

/**
 * The profile layout's section list: a column on large screens, a scrolling strip on small. The
 * server's HTML is the same for everyone and knows no user, so the column (or the
 * strip's height) is always there and only its content arrives with the session: the page does
 * not move when a member's sections appear (it moved by a layout shift of 0.13-0.27 before).
 * Visitors get the catalogues and, on large screens, what signing in gives them.
 */
export function ProfileSidebar() {
  const t = useTranslations('nav');
  const { user, ready } = useAuth();
  return (
    <div className="h-10 lg:h-auto lg:w-56 lg:shrink-0" data-testid="profile-sidebar">
      {user ? (
        <SectionNav label={t('profileMenu')} items={profileNavFor(user.type)} />
      ) : ready ? (
        <>
          <SectionNav label={t('listingsMenu')} items={VISITOR_NAV} />
          <div className="mt-6 hidden rounded-2xl border border-line bg-surface p-4 text-sm lg:block">
            <p className="text-muted">{t('memberPitch')}</p>
            <AppLink href="/auth/sign-up" className="mt-3 btn btn-primary">
              {t('signUp')}
            </AppLink>
          </div>
        </>
      ) : null}
    </div>
  );
}

function SectionNav({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<{
    href: string;
    key: (typeof VISITOR_NAV)[number]['key'] | ReturnType<typeof profileNavFor>[number]['key'];
  }>;
}) {
  const t = useTranslations('nav');
  const list = useRef<HTMLUListElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    // On a phone the list is a strip that scrolls sideways: an owner's later sections start off
    // screen, so the current one is brought into view. A column (large screens) is left alone.
    const strip = list.current;
    if (!strip || strip.scrollWidth <= strip.clientWidth) return;
    strip
      .querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav aria-label={label}>
      <ul
        ref={list}
        className="-mx-4 flex scroll-px-4 gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
      >
        {items.map((item) => (
          <li key={item.href} className="shrink-0">
            <NavLink
              href={item.href}
              exact={item.href === '/profile'}
              className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted hover:bg-brand-50 hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
