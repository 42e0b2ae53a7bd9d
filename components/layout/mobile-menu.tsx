'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { MAIN_NAV } from './nav-items';
import { NavLink } from './nav-link';

/** The small-screen menu: a disclosure that closes on Escape, on navigation and returns focus. */
export function MobileMenu({
  openIcon,
  closeIcon,
  children,
}: {
  /** The icons are drawn by the server (site-header.tsx): no icon code reaches the browser. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // Close on navigation: reset during render when the path changes (no effect round-trip).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((v) => !v)}
        className="rounded-lg p-2 text-ink hover:bg-brand-50"
      >
        {open ? closeIcon : openIcon}
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label={t('mainMenu')}
          className="absolute inset-x-0 top-16 z-menu border-b border-line bg-surface shadow-lg"
        >
          <ul className="container-page flex flex-col py-2">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className="block rounded-lg px-3 py-3 font-medium hover:bg-brand-50"
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          {children ? (
            <div className="container-page border-t border-line py-3">{children}</div>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
