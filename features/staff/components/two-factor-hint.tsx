'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LockKeyhole, X } from '@/components/icons';
import { AppLink } from '@/components/ui/app-link';

const DISMISSED_KEY = 'fursa:staff-two-factor-hint';

/**
 * Where the second factor is only offered (STAFF_TWO_FACTOR=offered): a suggestion on the
 * dashboard, which this browser stops showing once dismissed.
 */
export function TwoFactorHint() {
  const t = useTranslations('admin.dashboard.twoFactorHint');
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    try {
      // Read after hydration: the server's HTML cannot know this browser's choice.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (localStorage.getItem(DISMISSED_KEY) === '1') setHidden(true);
    } catch {
      // Storage blocked: the hint stays.
    }
  }, []);
  if (hidden) return null;
  const dismiss = () => {
    setHidden(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: hidden for this page view only.
    }
  };
  return (
    <section
      aria-labelledby="two-factor-hint-title"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-accent-500/40 bg-accent-100 p-4"
      data-testid="staff-two-factor-hint"
    >
      <LockKeyhole aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-700" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="two-factor-hint-title" className="font-semibold text-ink">
          {t('title')}
        </h2>
        <p className="mt-1 text-ink">{t('body')}</p>
        <AppLink
          href="/profile"
          className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('action')}
        </AppLink>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('dismiss')}
        className="rounded-lg p-1 text-muted hover:bg-surface hover:text-ink"
      >
        <X aria-hidden className="size-5" />
      </button>
    </section>
  );
}
