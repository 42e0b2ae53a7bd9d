'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { writeLocaleCookie } from '@/lib/i18n/locale-cookie-client';

/**
 * SPEC 4: the choice is kept in a cookie for 365 days (SameSite=Lax) and the page reloads through
 * a full navigation in the other language, so direction, fonts and server texts all switch.
 */
export function LanguageSwitcherLink({
  className = '',
  icon,
}: {
  className?: string;
  /** Drawn by the server (language-switcher.tsx), so no icon code reaches the browser. */
  icon: ReactNode;
}) {
  const locale = useLocale();
  const t = useTranslations('language');
  const pathname = usePathname();
  const other = locale === 'en' ? 'ar' : 'en';
  const href = `/${other}${pathname === '/' ? '' : pathname}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    writeLocaleCookie(other);
    // A full load on purpose (SPEC 4): <html lang dir>, fonts and server texts all change.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${href}${window.location.search}`);
  };

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={onClick}
      title={t('switchToLabel')}
      data-testid="language-switcher"
      className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-ink hover:bg-brand-50 ${other === 'ar' ? 'font-arabic-label' : 'font-latin-label'} ${className}`}
    >
      {icon}
      {t('switchTo')}
    </a>
  );
}
