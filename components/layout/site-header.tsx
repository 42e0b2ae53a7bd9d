import { Menu, X } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { HeaderBell } from '@/features/notifications/components/header-bell';
import { Brand } from './brand';
import { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-items';
import { NavLink } from './nav-link';

export async function SiteHeader() {
  const t = await getTranslations('nav');
  return (
    <header className="sticky top-0 z-menu border-b border-line bg-surface/95 backdrop-blur">
      <div className="relative container-page flex h-16 items-center gap-3 sm:gap-6">
        <Brand />
        <nav aria-label={t('mainMenu')} className="hidden md:block">
          <ul className="main-nav">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href}>{t(item.key)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          <HeaderBell />
          <HeaderAccount />
          <MobileMenu
            openIcon={<Menu aria-hidden className="size-6" />}
            closeIcon={<X aria-hidden className="size-6" />}
          />
        </div>
      </div>
    </header>
  );
}
