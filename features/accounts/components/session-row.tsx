'use client';

import { LoaderCircle, LogOut } from '@/components/icons';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import type { SessionRowView } from './sessions-list';

/**
 * One session of the list: its device, when it was last active and signed in, and either the
 * "this device" mark or a sign-out button named after the device (several would read alike).
 */
export function SessionRow({
  session,
  ending,
  disabled,
  onEnd,
  buttonRef,
}: {
  session: SessionRowView;
  ending: boolean;
  disabled: boolean;
  onEnd: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations('profile.sessions');
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
      data-testid="session-item"
      data-current={session.current || undefined}
    >
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span dir="auto">{session.device}</span>
          {session.current ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t('thisDevice')}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-muted">{t('lastSeen', { date: session.lastSeen })}</p>
        <p className="text-muted">{t('created', { date: session.created })}</p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          ref={buttonRef}
          onClick={onEnd}
          disabled={disabled}
          aria-label={t('endOneLabel', { device: session.device, date: session.lastSeen })}
          className="btn-sm btn-secondary"
        >
          {ending ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <LogOut aria-hidden className="size-4 rtl:rotate-180" />
          )}
          {ending ? t('ending') : t('endOne')}
        </button>
      )}
    </li>
  );
}
