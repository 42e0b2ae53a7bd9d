'use client';

import { ChevronDown, LoaderCircle, LogOut } from '@/components/icons';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth, type ClientUser } from '@/components/auth/auth-provider';
import { Avatar } from '@/components/ui/avatar';
import { NavLink } from './nav-link';
import { profileNavFor } from './profile-nav-items';

/** The signed-in user's menu: sections of the profile area and sign-out (pending-aware). */
export function AccountMenu({ user }: { user: ClientUser }) {
  const t = useTranslations('nav');
  const locale = useLocale();
  const { logout, loggingOut } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-1 hover:bg-brand-50 sm:pe-2"
        data-testid="account-menu-button"
      >
        <Avatar name={user.name} image={user.image} size={32} />
        {/* Below sm the avatar alone (the header must fit a 360 px screen); the name stays the
            button's accessible name there. */}
        <span
          className="sr-only max-w-32 truncate text-sm font-medium sm:not-sr-only sm:inline"
          dir="auto"
        >
          {user.name}
        </span>
        <ChevronDown aria-hidden className="hidden size-4 text-muted sm:block" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('profileMenu')}
          className="absolute end-0 top-full z-menu mt-2 w-60 rounded-xl border border-line bg-surface p-1.5 shadow-lg"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false);
          }}
        >
          <p className="truncate px-3 py-2 text-xs text-muted" dir="ltr">
            {user.email}
          </p>
          {profileNavFor(user.type).map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              exact
              role="menuitem"
              className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50"
            >
              {t(item.key)}
            </NavLink>
          ))}
          <button
            type="button"
            role="menuitem"
            disabled={loggingOut}
            aria-busy={loggingOut || undefined}
            onClick={() => void logout(`/${locale}`)}
            className="mt-1 flex w-full items-center gap-2 rounded-lg border-t border-line px-3 py-2 text-start text-sm text-danger hover:bg-red-50 disabled:opacity-60"
            data-testid="sign-out"
          >
            {loggingOut ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <LogOut aria-hidden className="size-4 rtl:rotate-180" />
            )}
            {loggingOut ? t('signingOut') : t('signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
