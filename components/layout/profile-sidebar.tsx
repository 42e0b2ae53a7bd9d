'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { NavLink } from './nav-link';
import { profileNavFor } from './profile-nav-items';

/** The profile layout's section list: a column on large screens, a scrolling strip on small. */
export function ProfileSidebar() {
  const t = useTranslations('nav');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <nav aria-label={t('profileMenu')} className="lg:w-56 lg:shrink-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {profileNavFor(user.type).map((item) => (
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
